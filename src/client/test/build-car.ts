import type { Car } from '#shared/cars'

/** A valid wire car for component tests; override what the test is about. */
export function buildCar(overrides: Partial<Car> = {}): Car {
  return {
    _id: '7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60',
    carName: 'Toyota RAV4 XLE',
    origin: 'Japan',
    price: 28000,
    resale_price: 12500,
    years_of_used: 4,
    carCategory: 'suv',
    description:
      'One owner, full service history, new tyres last spring. Adaptive cruise control, heated seats, a reversing camera and a roomy boot for family trips.',
    milespergallon: 35,
    buyingyear: '2020-05-14',
    company: 'Toyota',
    image: '/media/car-rav4/800.webp',
    images: [],
    condition: 'Excellent',
    mileage: 42000,
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    color: 'Silver',
    vin: null,
    make: 'Toyota',
    model: 'RAV4',
    modelYear: 2020,
    trim: 'XLE',
    postalCode: '78704',
    city: 'Austin',
    state: 'TX',
    priceHistory: [{ price: 12500, at: '2024-01-01T00:00:00.000Z' }],
    dealRating: null,
    sellerName: 'Alex Seller',
    sellerId: 'seller-alex',
    sellerRating: { average: null, count: 0 },
    dealer: null,
    status: 'Active',
    isFeatured: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}
