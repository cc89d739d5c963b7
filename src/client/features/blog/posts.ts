import blog1 from '../../assets/blog-1.webp'
import blog1Cover from '../../assets/blog-1-cover.webp'
import blog2 from '../../assets/blog-2.webp'
import blog2Cover from '../../assets/blog-2-cover.webp'
import blog3 from '../../assets/blog-3.webp'
import blog3Cover from '../../assets/blog-3-cover.webp'

/** A static post. `content` holds paragraphs separated by blank lines. */
export type BlogPost = {
  id: string
  title: string
  /** 800x450 card image */
  imageUrl: string
  /** 1600x600 cover on the post page */
  imageDetailsCover: string
  imageAlt: string
  content: string
}

export const posts: BlogPost[] = [
  {
    id: '1',
    title: 'Your used-car inspection checklist',
    imageUrl: blog1,
    imageDetailsCover: blog1Cover,
    imageAlt: 'A silver car under a magnifying glass beside a checklist',
    content: `A twenty-minute walk-around tells you more about a used car than any advert. Go in daylight, on dry ground, and ask the seller not to warm the engine before you arrive: a cold start shows problems that a warm engine hides.

Start outside. Look along each side for ripples and mismatched paint, which point to bodywork repairs. Panel gaps should be even, all four tyres should be the same make and wear evenly, with at least 3 mm of tread. Wear on the inner edges usually means the alignment or suspension needs attention.

Under the bonnet, pull the dipstick: the oil should be amber to dark brown, never milky or gritty. A milky residue under the filler cap can mean a failing head gasket. Look for fresh leaks, cracked hoses and corrosion on the battery terminals.

Inside, every switch should work: windows, locks, air conditioning, lights, wipers and the screen. A musty smell or damp carpets suggest a water leak. Wear on the pedals, steering wheel and driver's seat should match the mileage on the dashboard.

Then drive it for at least fifteen minutes on mixed roads. The car should start easily, idle smoothly and stop in a straight line. Listen for knocks over bumps and whines when you accelerate, and watch for warning lights that stay on. Gear changes, manual or automatic, should be smooth and quiet.

If anything feels wrong, ask for an independent mechanic's inspection before you commit. A good seller will welcome it; one who refuses has given you your answer.`,
  },
  {
    id: '2',
    title: "Reading a car's history and mileage",
    imageUrl: blog2,
    imageDetailsCover: blog2Cover,
    imageAlt: 'An odometer reading between a service record and a calendar',
    content: `A used car's history is worth as much as its condition. A car that looks perfect today can hide an accident, an unpaid loan or a wound-back odometer, and any of them can cost you the car or thousands in repairs.

Begin with the vehicle identification number (VIN), a 17-character code on the dashboard by the windscreen and on the driver's door frame. Check that both match each other and the registration document, then run the VIN through a history report service to see recorded accidents, theft reports, flood or salvage titles and past odometer readings.

Next, read the service record. Regular stamps or invoices at sensible intervals show an owner who cared. Look for the expensive items, such as a timing belt or gearbox service, at the mileage the manufacturer recommends; if they are due soon, put their cost into your offer.

Mileage matters, but context matters more. A typical car covers around 12,000 miles a year, so a ten-year-old car showing 30,000 miles deserves questions. Compare the odometer with the readings on old invoices and inspection certificates. Motorway miles are kinder to an engine than short city trips, so a higher-mileage car with a full history can be a better buy than a low-mileage car with none.

Finally, confirm that the seller is the registered keeper and that no finance is still owed on the car. If the paperwork does not add up, walk away: there is always another car.`,
  },
  {
    id: '3',
    title: 'Financing a used car and paying safely',
    imageUrl: blog3,
    imageDetailsCover: blog3Cover,
    imageAlt: 'A blue car beside a bank card, coins and a security shield',
    content: `Setting a budget before you start browsing keeps you in control. Work out the total you can afford, including insurance, tax, registration and a reserve for the first year's maintenance, not just a monthly payment.

If you need finance, get a pre-approval from your bank or credit union first. Knowing your rate lets you compare any dealer offer on the annual percentage rate (APR) and the total amount payable rather than on the monthly figure, which a longer term can make look deceptively small. Ask about early-repayment fees and decline add-ons you did not ask for.

When it comes to paying, safety comes first. Never send a deposit for a car you have not seen, and be wary of sellers who are abroad or in a hurry. Meet in a public place in daylight, inspect the car and its documents, and pay only once you are sure the seller is the registered owner.

Avoid cash for large sums, and never use wire transfers or gift cards requested by a stranger. A traceable payment, such as a secure online checkout or a bank transfer confirmed while you are together, protects both sides. Get a written receipt with the date, the price, the VIN and both parties' names and signatures.

Finally, arrange insurance before you drive away and keep every document together. A few careful steps at the end turn a good find into a good purchase.`,
  },
]

export const findPost = (id: string | undefined) => posts.find((post) => post.id === id)

export const paragraphs = (content: string) => content.split(/\n{2,}/)
