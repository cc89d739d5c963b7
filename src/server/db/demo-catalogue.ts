import type { conditions, fuelTypes, transmissions } from '../../shared/cars'

/** Reference data: the body types a seller can list under. Seeded in every environment. */
export const bodyTypes = [
  { categoryId: 'sedan', bodyType: 'Sedan' },
  { categoryId: 'suv', bodyType: 'SUV' },
  { categoryId: 'hatchback', bodyType: 'Hatchback' },
  { categoryId: 'pickup', bodyType: 'Pickup Truck' },
  { categoryId: 'coupe', bodyType: 'Coupe' },
  { categoryId: 'convertible', bodyType: 'Convertible' },
] as const

/** Demo sign-ins, listed in the README; refused when NODE_ENV=production. */
export const DEMO_PASSWORD = 'wheelanes-demo'
export const demoBuyer = {
  id: 'demo-buyer-1',
  name: 'Sam Carter',
  email: 'buyer@wheelanes.example',
}
export const demoAdmin = {
  id: 'demo-admin-1',
  name: 'Alex Admin',
  email: 'admin@wheelanes.example',
}

export const demoSellers = [
  { id: 'demo-seller-1', name: 'Northside Motors', email: 'seller@wheelanes.example' },
  { id: 'demo-seller-2', name: 'Maria Lopez', email: 'maria.lopez@wheelanes.example' },
  { id: 'demo-seller-3', name: 'Harbor Auto Group', email: 'harbor@wheelanes.example' },
] as const

type Row = [
  body: (typeof bodyTypes)[number]['categoryId'],
  color: string,
  company: string,
  model: string,
  year: number,
  price: number,
  resale: number,
  mileage: number,
  mpg: number,
  condition: (typeof conditions)[number],
  fuel: (typeof fuelTypes)[number],
  gearbox: (typeof transmissions)[number],
  origin: string,
  featured: boolean,
  note: string,
]

// prettier-ignore
const rows: Row[] = [
  ['sedan', 'silver', 'Toyota', 'Camry SE', 2019, 27500, 19900, 48200, 34, 'Excellent', 'Petrol', 'Automatic', 'Japan', true, 'One owner, dealer-serviced every 5,000 miles, new tyres last spring and no accident history.'],
  ['sedan', 'black', 'Honda', 'Accord Sport', 2020, 29800, 23400, 36100, 33, 'Excellent', 'Petrol', 'Automatic', 'Japan', false, 'Adaptive cruise, heated seats and Apple CarPlay; garaged and never smoked in.'],
  ['sedan', 'blue', 'BMW', '330i', 2018, 42000, 24900, 61500, 30, 'Good', 'Petrol', 'Automatic', 'Germany', true, 'Sport line with M steering wheel, full BMW service history, a small scuff on the rear bumper.'],
  ['sedan', 'white', 'Hyundai', 'Elantra SEL', 2021, 21500, 17200, 22800, 37, 'Excellent', 'Petrol', 'Automatic', 'South Korea', false, 'Remaining factory powertrain warranty, lane keep assist, blind-spot monitoring.'],
  ['sedan', 'red', 'Tesla', 'Model 3 Long Range', 2021, 48990, 31500, 40300, 131, 'Excellent', 'Electric', 'Automatic', 'USA', true, 'Battery health 94%, autopilot, glass roof, home charger cable included.'],
  ['sedan', 'green', 'Mercedes-Benz', 'C 300', 2017, 41500, 18900, 78400, 29, 'Fair', 'Petrol', 'Automatic', 'Germany', false, 'Comfortable and quick; needs rear brake pads soon, priced to reflect it.'],
  ['suv', 'blue', 'Toyota', 'RAV4 Hybrid XLE', 2020, 32500, 27800, 41200, 40, 'Excellent', 'Hybrid', 'Automatic', 'Japan', true, 'All-wheel drive hybrid with 40 mpg, roof rails, tow hitch and a spotless interior.'],
  ['suv', 'silver', 'Honda', 'CR-V EX', 2019, 28400, 21500, 52700, 30, 'Good', 'Petrol', 'Automatic', 'Japan', false, 'Family SUV with a huge boot, sunroof and remote start; two keys.'],
  ['suv', 'black', 'Ford', 'Explorer XLT', 2018, 36700, 20900, 70900, 24, 'Good', 'Petrol', 'Automatic', 'USA', false, 'Seven seats, third row folds flat, towing package, recent transmission service.'],
  ['suv', 'green', 'Jeep', 'Grand Cherokee Limited', 2017, 41200, 19800, 84600, 22, 'Fair', 'Petrol', 'Automatic', 'USA', false, '4x4 with Quadra-Trac, leather, some wear on the driver bolster; runs strong.'],
  ['suv', 'orange', 'Subaru', 'Forester Premium', 2021, 29900, 25200, 26400, 29, 'Excellent', 'Petrol', 'Automatic', 'Japan', true, 'Symmetrical AWD, EyeSight driver assist, winter tyres on separate rims included.'],
  ['suv', 'white', 'Volvo', 'XC60 T5 Momentum', 2019, 44500, 28900, 47800, 26, 'Excellent', 'Petrol', 'Automatic', 'Sweden', false, 'Pilot Assist, panoramic roof, full Volvo dealer history and a fresh service.'],
  ['hatchback', 'red', 'Volkswagen', 'Golf TSI', 2018, 23500, 14900, 58300, 33, 'Good', 'Petrol', 'Manual', 'Germany', false, 'Fun six-speed manual, cambelt-free chain engine, new clutch at 50k miles.'],
  ['hatchback', 'blue', 'Honda', 'Civic Hatchback Sport', 2020, 24800, 19600, 30900, 35, 'Excellent', 'Petrol', 'Manual', 'Japan', true, 'Rare manual Sport trim, 18-inch wheels, immaculate inside and out.'],
  ['hatchback', 'white', 'Mazda', 'Mazda3 Hatchback', 2021, 25900, 21800, 19800, 33, 'Excellent', 'Petrol', 'Automatic', 'Japan', false, 'Premium interior, Bose audio, head-up display, still under factory warranty.'],
  ['hatchback', 'silver', 'Toyota', 'Prius LE', 2019, 26300, 18700, 64100, 54, 'Good', 'Hybrid', 'Automatic', 'Japan', false, 'Over 50 mpg in town, hybrid battery checked healthy at the last service.'],
  ['hatchback', 'yellow', 'Ford', 'Fiesta ST', 2016, 21500, 11900, 71200, 29, 'Fair', 'Petrol', 'Manual', 'Germany', false, 'Pocket rocket with Recaro seats; a few stone chips on the bonnet.'],
  ['hatchback', 'black', 'Hyundai', 'i30 N Line', 2019, 22900, 15800, 44600, 32, 'Good', 'Petrol', 'Manual', 'South Korea', false, 'Sporty styling, Android Auto, reversing camera, two previous owners.'],
  ['pickup', 'white', 'Ford', 'F-150 XLT', 2019, 43500, 31900, 55400, 22, 'Good', 'Petrol', 'Automatic', 'USA', true, 'SuperCrew 4x4 with spray-in bed liner, tow package and a 3.5 EcoBoost.'],
  ['pickup', 'black', 'Chevrolet', 'Silverado 1500 LT', 2018, 41800, 27500, 68900, 20, 'Good', 'Petrol', 'Automatic', 'USA', false, 'Crew cab, 5.3 V8, trailer brake controller, tonneau cover included.'],
  ['pickup', 'red', 'RAM', '1500 Big Horn', 2020, 45200, 34800, 38700, 21, 'Excellent', 'Petrol', 'Automatic', 'USA', false, 'Coil-spring ride, 8.4-inch screen, RamBox storage and a clean title.'],
  ['pickup', 'silver', 'Toyota', 'Tacoma TRD Off-Road', 2017, 36900, 26500, 74200, 20, 'Good', 'Petrol', 'Manual', 'USA', false, 'Locking rear diff, crawl control, skid plates; known for holding its value.'],
  ['pickup', 'blue', 'Nissan', 'Frontier SV', 2021, 33400, 28600, 21500, 20, 'Excellent', 'Petrol', 'Automatic', 'USA', false, 'New-generation V6 with nine-speed auto, bed lights and a factory warranty.'],
  ['pickup', 'green', 'GMC', 'Sierra 1500 Elevation', 2019, 47900, 30400, 59800, 19, 'Fair', 'Diesel', 'Automatic', 'USA', false, 'Duramax diesel, strong towing, interior shows work-truck wear.'],
  ['coupe', 'yellow', 'Ford', 'Mustang GT', 2018, 39500, 27900, 32600, 19, 'Excellent', 'Petrol', 'Manual', 'USA', true, '5.0 V8 with six-speed manual, performance pack, never tracked.'],
  ['coupe', 'black', 'Chevrolet', 'Camaro 2SS', 2019, 42300, 30500, 28700, 20, 'Excellent', 'Petrol', 'Automatic', 'USA', false, 'Magnetic ride control, head-up display, dual-mode exhaust.'],
  ['coupe', 'white', 'BMW', '430i Coupe', 2020, 47700, 33900, 24100, 30, 'Excellent', 'Petrol', 'Automatic', 'Germany', false, 'M Sport package, adaptive LED lights, the rest of the BMW maintenance plan.'],
  ['coupe', 'silver', 'Audi', 'A5 Coupe quattro', 2017, 44900, 23500, 63900, 27, 'Good', 'Petrol', 'Automatic', 'Germany', false, 'Virtual cockpit, quattro all-wheel drive, timing chain replaced under warranty.'],
  ['coupe', 'red', 'Toyota', 'GR86 Premium', 2022, 31900, 29500, 9800, 25, 'Excellent', 'Petrol', 'Manual', 'Japan', true, 'Barely run in, rear-wheel drive, 2.4 boxer with a six-speed manual.'],
  ['coupe', 'orange', 'Nissan', '370Z Sport', 2016, 33800, 18400, 69500, 22, 'Fair', 'Petrol', 'Manual', 'Japan', false, 'Limited slip diff and SynchroRev Match; clutch feels new, paint has chips.'],
  ['convertible', 'red', 'Mazda', 'MX-5 Miata Club', 2019, 29700, 22900, 27300, 30, 'Excellent', 'Petrol', 'Manual', 'Japan', true, 'Soft top in perfect condition, Brembo brakes, BBS wheels, summer-only use.'],
  ['convertible', 'blue', 'BMW', 'Z4 sDrive30i', 2020, 51300, 37800, 18600, 28, 'Excellent', 'Petrol', 'Automatic', 'Germany', false, 'Ten-second power top, Harman Kardon audio, adaptive suspension.'],
  ['convertible', 'white', 'Ford', 'Mustang EcoBoost Convertible', 2017, 33600, 19500, 49800, 25, 'Good', 'Petrol', 'Automatic', 'USA', false, 'Four real seats, power roof, new battery and brakes this year.'],
  ['convertible', 'green', 'MINI', 'Cooper S Convertible', 2018, 32400, 19900, 41700, 28, 'Good', 'Petrol', 'Automatic', 'United Kingdom', false, 'British racing green with a black roof, heated seats, park assist.'],
  ['convertible', 'silver', 'Porsche', '718 Boxster', 2019, 62800, 49500, 21900, 24, 'Excellent', 'Petrol', 'Automatic', 'Germany', false, 'PDK gearbox, Sport Chrono, mid-engine balance; Porsche-approved inspection done.'],
  ['convertible', 'black', 'Audi', 'A3 Cabriolet', 2016, 37200, 15900, 72800, 29, 'Fair', 'Petrol', 'Automatic', 'Germany', false, 'Practical four-seat cabriolet; roof seals replaced, some kerb rash on wheels.'],
]

const CURRENT_YEAR = 2026

export const demoCars = rows.map((r, i) => {
  const [body, color, company, model, year, price, resale, mileage, mpg] = r
  const [condition, fuel, gearbox, origin, featured, note] = r.slice(9) as [
    Row[9],
    Row[10],
    Row[11],
    Row[12],
    Row[13],
    Row[14],
  ]
  const name = `${year} ${company} ${model}`
  return {
    name,
    origin,
    priceCents: price * 100,
    resalePriceCents: resale * 100,
    yearsUsed: CURRENT_YEAR - year,
    categoryId: body,
    description:
      `${name} in ${color} with ${mileage.toLocaleString('en-US')} miles on the clock. ${note} ` +
      `Condition: ${condition.toLowerCase()}. ${fuel} engine, ${gearbox.toLowerCase()} gearbox, ` +
      `about ${mpg} miles per gallon. Viewing and test drives by appointment.`,
    milesPerGallon: mpg,
    buyingYear: `${year}-0${(i % 9) + 1}-15`,
    company,
    imageKeys: [`car-${body}-${color}`, `car-${body}-${color}-rear`],
    condition,
    mileage,
    fuelType: fuel,
    transmission: gearbox,
    color: color[0]!.toUpperCase() + color.slice(1),
    sellerId: demoSellers[i % demoSellers.length]!.id,
    isFeatured: featured,
  }
})
