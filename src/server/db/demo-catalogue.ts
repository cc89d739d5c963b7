import type { conditions, drivetrains, fuelTypes, transmissions } from '#shared/cars'
import { findMake } from '#shared/vehicles'

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

/** Where each demo seller's cars are (by demoSellers' index): three metro areas. */
export const demoPlaces = [
  { postalCode: '60614', city: 'Chicago' },
  { postalCode: '78704', city: 'Austin' },
  { postalCode: '98101', city: 'Seattle' },
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
  description: string,
]

// Each description is in its seller's voice (demoSellers[i % 3]: Northside Motors and Harbor Auto
// Group are dealers, Maria Lopez sells her own cars) and agrees with its row's year, mileage and
// condition. A description names no other make: a search for one make finds only that make.
// prettier-ignore
const rows: Row[] = [
  ['sedan', 'silver', 'Toyota', 'Camry SE', 2019, 27500, 19900, 48200, 34, 'Excellent', 'Petrol', 'Automatic', 'Japan', true,
    "One local owner from new, serviced at the Toyota dealer every 5,000 miles with the stamped book in the glovebox. New tyres went on last spring, and it has a clean title with no accident history. The SE's sport seats and paddle shifters make it a little livelier than the usual Camry. It leaves us with a fresh oil change and a 90-day warranty."],
  ['sedan', 'black', 'Honda', 'Accord Sport', 2020, 29800, 23400, 36100, 33, 'Excellent', 'Petrol', 'Automatic', 'Japan', false,
    'I bought this Accord new and it has been garaged at home and at work ever since; never smoked in, no pets. Adaptive cruise and Apple CarPlay make the highway commute easy, and it still averages about 33 mpg. Oil changes every 5,000 miles with receipts in a folder. Selling only because my new job comes with a company car.'],
  ['sedan', 'blue', 'BMW', '330i', 2018, 42000, 24900, 61500, 30, 'Good', 'Petrol', 'Automatic', 'Germany', true,
    'Full BMW dealer history, with the last inspection and brake fluid change done at 60,000 miles. Sport Line trim with the M steering wheel, heated seats and navigation. There is a small scuff on the rear bumper, shown in the photos, which is why we grade it Good rather than Excellent.'],
  ['sedan', 'white', 'Hyundai', 'Elantra SEL', 2021, 21500, 17200, 22800, 37, 'Excellent', 'Petrol', 'Automatic', 'South Korea', false,
    'Just 22,800 miles from a single owner who used it for a short commute to the hospital. Lane keep assist, blind-spot monitoring and wireless Apple CarPlay all come with the SEL trim. Serviced this month with new wiper blades and a cabin filter, and both keys are here. An easy, economical first car at around 37 mpg.'],
  ['sedan', 'red', 'Tesla', 'Model 3 Long Range', 2021, 48990, 31500, 40300, 131, 'Excellent', 'Electric', 'Automatic', 'USA', true,
    "My daily driver for five years, charged at home to 80% nearly every night, and the battery still shows 94% of its original range. Autopilot, the glass roof and the premium sound system are all there, with software updates right up to last month. Comes with the mobile charging cable, all-weather floor mats and a spare key card. I'm selling because we're moving downtown and going car-free."],
  ['sedan', 'green', 'Mercedes-Benz', 'C 300', 2017, 41500, 18900, 78400, 29, 'Fair', 'Petrol', 'Automatic', 'Germany', false,
    "A comfortable, quick sedan with the 2.0 turbo and a Mercedes service record up to its last Service B at 75,000 miles. We grade it Fair for honest reasons: the rear brake pads need replacing soon and the driver's seat leather is creased. It is priced below book to allow for both, and you are welcome to bring your own mechanic."],
  ['suv', 'blue', 'Toyota', 'RAV4 Hybrid XLE', 2020, 32500, 27800, 41200, 40, 'Excellent', 'Hybrid', 'Automatic', 'Japan', true,
    'All-wheel-drive hybrid that really does average around 40 mpg in mixed driving. Roof rails, a tow hitch and a spotless interior; the rear seats look as if nobody ever sat in them. The hybrid system passed its health check at the last Toyota service with no faults. Finance available, and we take part-exchanges.'],
  ['suv', 'silver', 'Honda', 'CR-V EX', 2019, 28400, 21500, 52700, 30, 'Good', 'Petrol', 'Automatic', 'Japan', false,
    "Our family SUV for seven years: a huge cargo area, sunroof, remote start and heated front seats, with both keys. It has the usual family wear, some marks on the rear seat backs and a light scratch on the tailgate, but it has never let us down. New battery in November and every oil change done at the Honda dealer. We've outgrown it with a third child on the way."],
  ['suv', 'black', 'Ford', 'Explorer XLT', 2018, 36700, 20900, 70900, 24, 'Good', 'Petrol', 'Automatic', 'USA', false,
    'Seven seats, and the third row folds flat into the floor, so it works as a people carrier one day and a van the next. Transmission fluid changed at 68,000 miles, factory towing package and a rear camera. Light scratches on the bumpers and normal wear inside for a family vehicle. Vehicle history report available on request.'],
  ['suv', 'green', 'Jeep', 'Grand Cherokee Limited', 2017, 41200, 19800, 84600, 22, 'Fair', 'Petrol', 'Automatic', 'USA', false,
    "Quadra-Trac 4x4 with the 3.6 V6, which pulls strongly and shifts cleanly. It is graded Fair: the driver's seat bolster is worn through the top layer of leather and there are trail scratches along both sides. Heated seats, tow hitch and remote start all work. Good value for someone who needs a capable winter car and doesn't mind a few marks."],
  ['suv', 'orange', 'Subaru', 'Forester Premium', 2021, 29900, 25200, 26400, 29, 'Excellent', 'Petrol', 'Automatic', 'Japan', true,
    "I bought it in 2021 and it has covered just 26,400 miles, mostly weekend trips to the mountains. A set of winter tyres on their own steel rims comes with it, so there's no fitting bill come November. EyeSight, all-wheel drive and heated seats make it a brilliant snow car. Every service was done at the Subaru dealer; I'm only selling because I'm moving abroad."],
  ['suv', 'white', 'Volvo', 'XC60 T5 Momentum', 2019, 44500, 28900, 47800, 26, 'Excellent', 'Petrol', 'Automatic', 'Sweden', false,
    'One owner, full Volvo dealer history and a major service last month, including spark plugs and brake fluid. Pilot Assist, the panoramic roof and the touchscreen with CarPlay all work as they should. Clean leather inside, and the paint has been machine-polished. It drives as safe and quiet as it looks.'],
  ['hatchback', 'red', 'Volkswagen', 'Golf TSI', 2018, 23500, 14900, 58300, 33, 'Good', 'Petrol', 'Manual', 'Germany', false,
    'A six-speed manual that is genuinely fun on a back road and still returns around 33 mpg. The clutch was replaced at 50,000 miles, and the engine runs a timing chain, so there is no belt service coming up. A couple of small dents on the rear doors are priced in. Test drives any weekday.'],
  ['hatchback', 'blue', 'Honda', 'Civic Hatchback Sport', 2020, 24800, 19600, 30900, 35, 'Excellent', 'Petrol', 'Manual', 'Japan', true,
    'Hard to find with the manual gearbox, and this one has a light, precise shift that makes every drive fun. The 18-inch wheels have no kerb marks and the seats look new. Oil changes always on time, and I have every receipt. Selling because I need an automatic after a knee operation.'],
  ['hatchback', 'white', 'Mazda', 'Mazda3 Hatchback', 2021, 25900, 21800, 19800, 33, 'Excellent', 'Petrol', 'Automatic', 'Japan', false,
    'Premium package car with leather, the Bose sound system and a head-up display; it feels a class above its price. Only 19,800 miles and it still smells new inside. Fresh oil service, new wiper blades and a full valet before it went on the lot. Ask us about extended warranty options.'],
  ['hatchback', 'silver', 'Toyota', 'Prius LE', 2019, 26300, 18700, 64100, 54, 'Good', 'Hybrid', 'Automatic', 'Japan', false,
    'Over 50 mpg around town, which is the whole point, and the hybrid battery tested healthy at its last Toyota service. Mostly highway miles from a sales rep, so the interior has barely been used. Front brake pads and the 12-volt battery were replaced this year. A few stone chips on the front bumper, otherwise tidy.'],
  ['hatchback', 'yellow', 'Ford', 'Fiesta ST', 2016, 21500, 11900, 71200, 29, 'Fair', 'Petrol', 'Manual', 'Germany', false,
    "A proper pocket rocket: Recaro seats, a sharp six-speed manual and a 1.6 turbo that loves to rev. It's ten years old and looks it in places, with stone chips on the bonnet, a scuffed rear bumper and worn seat bolsters. Mechanically it's sound, with new front brakes and an oil change last month. I've loved it, but I need something with more room now."],
  ['hatchback', 'black', 'Hyundai', 'i30 N Line', 2019, 22900, 15800, 44600, 32, 'Good', 'Petrol', 'Manual', 'South Korea', false,
    'Sporty looks without the insurance bill of a full hot hatch, and a six-speed manual with a 1.4 turbo. Android Auto, a reversing camera and two previous owners, both with service receipts. The tyres have plenty of tread and the alloys are clean. A small scratch on the passenger door is the only mark worth mentioning.'],
  ['pickup', 'white', 'Ford', 'F-150 XLT', 2019, 43500, 31900, 55400, 22, 'Good', 'Petrol', 'Automatic', 'USA', true,
    'SuperCrew 4x4 with the 3.5 EcoBoost, so there is plenty of pull for a boat or a camper. Spray-in bed liner, the factory tow package with a trailer brake controller, and running boards. The bed has light scratches from use but no dents, and the cab is clean. New spark plugs at 50,000 miles and a fresh oil service before sale.'],
  ['pickup', 'black', 'Chevrolet', 'Silverado 1500 LT', 2018, 41800, 27500, 68900, 20, 'Good', 'Petrol', 'Automatic', 'USA', false,
    "My husband's truck, used to tow our camper a few times a year and to get to work the rest of the time. Crew cab, 5.3 V8, trailer brake controller and a folding tonneau cover that's two years old. Synthetic oil every 5,000 miles and new tyres last autumn. Some scratches in the bed and on the rear bumper from loading; otherwise straight and rust-free."],
  ['pickup', 'red', 'RAM', '1500 Big Horn', 2020, 45200, 34800, 38700, 21, 'Excellent', 'Petrol', 'Automatic', 'USA', false,
    'The coil-spring rear suspension gives it the smoothest ride of any half-ton we sell, and the 8.4-inch screen with CarPlay is easy to live with. RamBox storage in the bed rails keeps tools dry and locked away. One owner, clean title, and it has just passed our 150-point inspection with a fresh oil change.'],
  ['pickup', 'silver', 'Toyota', 'Tacoma TRD Off-Road', 2017, 36900, 26500, 74200, 20, 'Good', 'Petrol', 'Manual', 'USA', false,
    'Six-speed manual with the locking rear differential, crawl control and skid plates, ready for the trails the day you take it home. It has been off-road, and there are light pinstripes from branches along both sides, but the frame is clean with no rust. The V6 has had its oil changed every 5,000 miles. These trucks hold their value for a reason.'],
  ['pickup', 'blue', 'Nissan', 'Frontier SV', 2021, 33400, 28600, 21500, 20, 'Excellent', 'Petrol', 'Automatic', 'USA', false,
    "Bought new in 2021 and used as a weekend truck, which is why it has only 21,500 miles. The 3.8 V6 with the nine-speed automatic is strong and surprisingly quiet on the highway. Bed lights, a liner and a tow hitch that has never pulled anything heavier than a small utility trailer. Selling because I've bought something smaller for the city."],
  ['pickup', 'green', 'GMC', 'Sierra 1500 Elevation', 2019, 47900, 30400, 59800, 19, 'Fair', 'Diesel', 'Automatic', 'USA', false,
    'Diesel torque that makes easy work of a heavy trailer, on a truck that has clearly worked for a living. The interior shows it: worn floor mats, a cracked cup-holder lid and marks on the rear seat. Mechanically sound, with a recent oil and fuel filter service and the DEF system checked. Priced as a working truck, not a show truck.'],
  ['coupe', 'yellow', 'Ford', 'Mustang GT', 2018, 39500, 27900, 32600, 19, 'Excellent', 'Petrol', 'Manual', 'USA', true,
    'The 5.0 V8 with a six-speed manual and the Performance Pack, Brembo brakes included. Never tracked, stored every winter and only 32,600 miles. Serviced on synthetic oil every year whether it needed it or not. Completely stock, which is rare for one of these.'],
  ['coupe', 'black', 'Chevrolet', 'Camaro 2SS', 2019, 42300, 30500, 28700, 20, 'Excellent', 'Petrol', 'Automatic', 'USA', false,
    'My summer car for seven years, garaged and covered the rest of the time, so it has only 28,700 miles. The 6.2 V8 with the ten-speed automatic, magnetic ride control and a dual-mode exhaust that stays quiet when the neighbours are asleep. Head-up display and ventilated seats work perfectly. Fresh oil change, and new rear tyres last summer.'],
  ['coupe', 'white', 'BMW', '430i Coupe', 2020, 47700, 33900, 24100, 30, 'Excellent', 'Petrol', 'Automatic', 'Germany', false,
    "M Sport package, adaptive LED headlights and a clean white finish with no kerbed wheels. Just 24,100 miles from one owner, with every service on the manufacturer's records. We've fitted new front pads and changed the brake fluid, so nothing is due for a while. A stylish two-door that still seats four."],
  ['coupe', 'silver', 'Audi', 'A5 Coupe quattro', 2017, 44900, 23500, 63900, 27, 'Good', 'Petrol', 'Automatic', 'Germany', false,
    "Quattro all-wheel drive and the virtual cockpit, in silver with black leather. The timing chain tensioner was replaced under warranty at 41,000 miles, so the known weak spot on this engine is already done. Light wear on the driver's seat and a couple of small chips on the front. Drives tight and quiet."],
  ['coupe', 'red', 'Toyota', 'GR86 Premium', 2022, 31900, 29500, 9800, 25, 'Excellent', 'Petrol', 'Manual', 'Japan', true,
    "Barely run in at 9,800 miles: it has been my weekend car and has never seen a winter or a track day. Rear-wheel drive, the 2.4 flat-four and a six-speed manual, completely unmodified. I have the original window sticker, both keys and every service receipt. Reluctant sale; a child seat won't fit in the back."],
  ['coupe', 'orange', 'Nissan', '370Z Sport', 2016, 33800, 18400, 69500, 22, 'Fair', 'Petrol', 'Manual', 'Japan', false,
    "Limited-slip differential and SynchroRev Match downshifts on a 3.7 V6 that still pulls hard. The clutch was replaced recently and feels new. The paint has chips on the nose and the driver's bolster is worn, hence the Fair grade, but the engine and gearbox are healthy. A fun, honest sports car at a sensible price."],
  ['convertible', 'red', 'Mazda', 'MX-5 Miata Club', 2019, 29700, 22900, 27300, 30, 'Excellent', 'Petrol', 'Manual', 'Japan', true,
    "Summer-only car with the Brembo and BBS package, and a soft top in perfect condition with no tears or leaks. Only 27,300 miles, always garaged and serviced at a Mazda dealer. The Club's limited-slip differential and Bilstein dampers make it the one to have. Trades welcome."],
  ['convertible', 'blue', 'BMW', 'Z4 sDrive30i', 2020, 51300, 37800, 18600, 28, 'Excellent', 'Petrol', 'Automatic', 'Germany', false,
    "I've owned it from new and it has covered just 18,600 miles, roof down whenever the weather allowed. The power top opens or closes in ten seconds, even on the move at low speed, and the Harman Kardon stereo is superb. Adaptive suspension and heated seats for the cooler evenings. Serviced by BMW every year; I'm selling only to make room for a family car."],
  ['convertible', 'white', 'Ford', 'Mustang EcoBoost Convertible', 2017, 33600, 19500, 49800, 25, 'Good', 'Petrol', 'Automatic', 'USA', false,
    "Four real seats and a power roof, so the whole family can enjoy a sunny day. New battery and front brakes this year, and the roof was water-tested when it came in: bone dry. The 2.3 turbo is punchy and averages around 25 mpg. A few small scratches on the rear bumper and normal wear on the driver's seat."],
  ['convertible', 'green', 'MINI', 'Cooper S Convertible', 2018, 32400, 19900, 41700, 28, 'Good', 'Petrol', 'Automatic', 'United Kingdom', false,
    'British racing green with a black roof, heated seats and park assist. The turbocharged Cooper S engine makes it quick and great fun around town. One previous owner, full service history, and the roof mechanism was serviced this spring. Some light marks on the alloy wheels.'],
  ['convertible', 'silver', 'Porsche', '718 Boxster', 2019, 62800, 49500, 21900, 24, 'Excellent', 'Petrol', 'Automatic', 'Germany', false,
    "PDK gearbox and Sport Chrono, so launch control and the sport response button are both there. I'm the second owner; it has been serviced every year at a Porsche Centre and passed their approved-used inspection in March. The mid-engine balance makes it a joy on a mountain road. Selling because its replacement has been ordered."],
  ['convertible', 'black', 'Audi', 'A3 Cabriolet', 2016, 37200, 15900, 72800, 29, 'Fair', 'Petrol', 'Automatic', 'Germany', false,
    "A four-seat cabriolet with a usable boot, good for a weekend away with the roof down. The roof seals were replaced last year so it's dry inside, but the wheels have kerb rash and the leather on the driver's side is worn. The S tronic gearbox was serviced at 70,000 miles. Priced accordingly: an affordable way into open-top motoring."],
  // More of one popular model, at several prices, so visitors see deal ratings (a rating rests
  // on at least 5 comparable listings: the 2021 cars have them; the 2020 and 2022 ones do not).
  // Each photo stays with one seller (seed.ts records the demo photos as their uploads).
  ['sedan', 'silver', 'Hyundai', 'Elantra SE', 2021, 20500, 15400, 41300, 37, 'Good', 'Petrol', 'Automatic', 'South Korea', false,
    'A one-owner commuter car with 41,300 miles and a clean history report. The SE is the simple, economical Elantra: cloth seats, a touchscreen with CarPlay and about 37 mpg on the highway. Light scratches on the rear bumper keep it at Good, and it has just had an oil change and new wiper blades.'],
  ['sedan', 'orange', 'Hyundai', 'Elantra Limited', 2021, 26800, 19900, 18200, 35, 'Excellent', 'Petrol', 'Automatic', 'South Korea', false,
    'I bought this Limited new and have driven it only 18,200 miles, mostly weekend trips to see family. Leather seats, the Bose stereo and the bigger screen make long drives pleasant. It has always been parked in a garage and looks like new inside and out.'],
  ['sedan', 'blue', 'Hyundai', 'Elantra SEL', 2021, 23900, 18600, 35900, 36, 'Good', 'Petrol', 'Automatic', 'South Korea', false,
    'SEL with the convenience package: wireless phone charging, blind-spot monitoring and a smart key. It has 35,900 miles and a full record of dealer services. A few stone chips on the hood are the reason we grade it Good.'],
  ['sedan', 'white', 'Hyundai', 'Elantra SE', 2020, 19800, 13900, 52600, 36, 'Good', 'Petrol', 'Automatic', 'South Korea', false,
    "An honest, economical sedan with 52,600 miles, traded in by its first owner. Brakes and tires were checked this month and both have plenty of life left. The driver's seat shows some wear; otherwise it is tidy for its age."],
  ['sedan', 'yellow', 'Hyundai', 'Elantra SEL', 2022, 24500, 19400, 16900, 35, 'Excellent', 'Petrol', 'Automatic', 'South Korea', false,
    "My daily car for a short drive to the office, so only 16,900 miles in four years. It is still under the factory powertrain warranty, with lane keep assist and adaptive cruise control. I'm selling because we're moving abroad this summer."],
]

const CURRENT_YEAR = 2026

/** Each row's model text as the maker's model and the trim (vehicles.ts spells the models). */
const modelAndTrim: Record<string, [model: string, trim: string | null]> = {
  'Camry SE': ['Camry', 'SE'],
  'Accord Sport': ['Accord', 'Sport'],
  '330i': ['3 Series', '330i'],
  'Elantra SEL': ['Elantra', 'SEL'],
  'Elantra SE': ['Elantra', 'SE'],
  'Elantra Limited': ['Elantra', 'Limited'],
  'Model 3 Long Range': ['Model 3', 'Long Range'],
  'C 300': ['C-Class', 'C 300'],
  'RAV4 Hybrid XLE': ['RAV4', 'Hybrid XLE'],
  'CR-V EX': ['CR-V', 'EX'],
  'Explorer XLT': ['Explorer', 'XLT'],
  'Grand Cherokee Limited': ['Grand Cherokee', 'Limited'],
  'Forester Premium': ['Forester', 'Premium'],
  'XC60 T5 Momentum': ['XC60', 'T5 Momentum'],
  'Golf TSI': ['Golf', 'TSI'],
  'Civic Hatchback Sport': ['Civic', 'Hatchback Sport'],
  'Mazda3 Hatchback': ['Mazda3', 'Hatchback'],
  'Prius LE': ['Prius', 'LE'],
  'Fiesta ST': ['Fiesta', 'ST'],
  'i30 N Line': ['i30', 'N Line'],
  'F-150 XLT': ['F-150', 'XLT'],
  'Silverado 1500 LT': ['Silverado 1500', 'LT'],
  '1500 Big Horn': ['1500', 'Big Horn'],
  'Tacoma TRD Off-Road': ['Tacoma', 'TRD Off-Road'],
  'Frontier SV': ['Frontier', 'SV'],
  'Sierra 1500 Elevation': ['Sierra 1500', 'Elevation'],
  'Mustang GT': ['Mustang', 'GT'],
  'Camaro 2SS': ['Camaro', '2SS'],
  '430i Coupe': ['4 Series', '430i Coupe'],
  'A5 Coupe quattro': ['A5', 'Coupe quattro'],
  'GR86 Premium': ['GR86', 'Premium'],
  '370Z Sport': ['370Z', 'Sport'],
  'MX-5 Miata Club': ['MX-5 Miata', 'Club'],
  'Z4 sDrive30i': ['Z4', 'sDrive30i'],
  'Mustang EcoBoost Convertible': ['Mustang', 'EcoBoost Convertible'],
  'Cooper S Convertible': ['Cooper', 'S Convertible'],
  '718 Boxster': ['718 Boxster', null],
  'A3 Cabriolet': ['A3', 'Cabriolet'],
}

/**
 * Each row's drivetrain and seats, as its maker builds the model (and as its description says:
 * the RAV4's all-wheel drive, the Explorer's seven seats, the F-150's 4x4).
 */
const driveAndSeats: Record<string, [drivetrain: (typeof drivetrains)[number], seats: number]> = {
  'Camry SE': ['FWD', 5],
  'Accord Sport': ['FWD', 5],
  '330i': ['RWD', 5],
  'Elantra SEL': ['FWD', 5],
  'Elantra SE': ['FWD', 5],
  'Elantra Limited': ['FWD', 5],
  'Model 3 Long Range': ['AWD', 5],
  'C 300': ['RWD', 5],
  'RAV4 Hybrid XLE': ['AWD', 5],
  'CR-V EX': ['AWD', 5],
  'Explorer XLT': ['AWD', 7],
  'Grand Cherokee Limited': ['4WD', 5],
  'Forester Premium': ['AWD', 5],
  'XC60 T5 Momentum': ['AWD', 5],
  'Golf TSI': ['FWD', 5],
  'Civic Hatchback Sport': ['FWD', 5],
  'Mazda3 Hatchback': ['FWD', 5],
  'Prius LE': ['FWD', 5],
  'Fiesta ST': ['FWD', 5],
  'i30 N Line': ['FWD', 5],
  'F-150 XLT': ['4WD', 5],
  'Silverado 1500 LT': ['4WD', 6],
  '1500 Big Horn': ['4WD', 5],
  'Tacoma TRD Off-Road': ['4WD', 5],
  'Frontier SV': ['RWD', 5],
  'Sierra 1500 Elevation': ['4WD', 5],
  'Mustang GT': ['RWD', 4],
  'Camaro 2SS': ['RWD', 4],
  '430i Coupe': ['RWD', 4],
  'A5 Coupe quattro': ['AWD', 4],
  'GR86 Premium': ['RWD', 4],
  '370Z Sport': ['RWD', 2],
  'MX-5 Miata Club': ['RWD', 2],
  'Z4 sDrive30i': ['RWD', 2],
  'Mustang EcoBoost Convertible': ['RWD', 4],
  'Cooper S Convertible': ['FWD', 4],
  '718 Boxster': ['RWD', 2],
  'A3 Cabriolet': ['FWD', 4],
}

export const demoCars = rows.map((r, i) => {
  const [body, color, company, model, year, price, resale, mileage, mpg] = r
  const [condition, fuel, gearbox, origin, featured, description] = r.slice(9) as [
    Row[9],
    Row[10],
    Row[11],
    Row[12],
    Row[13],
    Row[14],
  ]
  const name = `${year} ${company} ${model}`
  const [modelName, trim] = modelAndTrim[model] ?? [model, null]
  const [drivetrain, seats] = driveAndSeats[model] ?? [null, null]
  const seller = i % demoSellers.length
  return {
    name,
    origin,
    priceCents: price * 100,
    resalePriceCents: resale * 100,
    yearsUsed: CURRENT_YEAR - year,
    categoryId: body,
    description,
    milesPerGallon: mpg,
    buyingYear: `${year}-0${(i % 9) + 1}-15`,
    company,
    imageKeys: [`car-${body}-${color}`, `car-${body}-${color}-rear`],
    condition,
    mileage,
    fuelType: fuel,
    transmission: gearbox,
    drivetrain,
    seats,
    color: color[0]!.toUpperCase() + color.slice(1),
    make: findMake(company) ?? company,
    model: modelName,
    modelYear: year,
    trim,
    ...demoPlaces[seller]!,
    sellerId: demoSellers[seller]!.id,
    isFeatured: featured,
  }
})
