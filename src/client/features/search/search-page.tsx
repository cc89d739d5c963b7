// A stand-in until this page is built; router.tsx already points here.
export { Component } from '../coming-soon/coming-soon-page'
