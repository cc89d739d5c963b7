// Replaced by the seller inventory pages; a stand-in keeps the route table whole meanwhile.
export { Component } from '../coming-soon/coming-soon-page'
