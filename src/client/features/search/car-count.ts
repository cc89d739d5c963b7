export const carCount = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`
