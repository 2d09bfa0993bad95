/**
 * The Lifestyle group of the marketplace seed. Sub-category rows read:
 * slug | name | a business name ends with | an offer is on | channel, advertisers, traits.
 * Cafés are many on purpose: 'coffee' is the search people try first.
 */
import { CategoryGroupType } from '@ignite/domain/marketplace/marketplace-api';
import { categoriesOf, SHOP_HOURS } from './seed-marketplace-categories.ts';

export const lifestyleCategories = categoriesOf(CategoryGroupType.Lifestyle, [
  {
    slug: 'food-drink',
    name: 'Food & Drink',
    pitch: 'serves honest, generous food made with the best local produce',
    hours: ['Open 7 days, 6:30am–3pm', 'Tue–Sun 7am–2:30pm', 'Open 7 days, 11:30am–late'],
    giftCardCategory: 'lifestyle-gift-cards-dining',
    subCategories: [
      'cafes | Cafés | Espresso Bar; Coffee Roasters; Café; Coffee House; Coffee Co.; Coffee Lab | your morning coffee; any large coffee; a coffee and pastry; weekend brunch and coffee; house-roasted coffee beans; iced coffee | store 22',
      "restaurants | Restaurants | Kitchen; Bistro; Trattoria; Dining Room; Grill; Eatery | dinner for two; lunch; the chef's tasting menu; Sunday roast; share plates | store 14",
      'takeaway | Takeaway & Delivery | Pizza; Burgers; Noodle Bar; Thai; Fish & Chips; Dumplings | your next order; family meal deals; online orders; pizza night | both 12',
      'bakeries | Bakeries | Bakehouse; Bakery; Patisserie; Pie Shop | fresh bread; a dozen pastries; celebration cakes; meat pies; sourdough loaves | store 8',
      'drinks | Wine & Beer | Cellars; Bottle Shop; Brewing Co.; Wine Merchants | wine by the case; craft beer; a mixed dozen; gin and spirits | both 6',
    ],
  },
  {
    slug: 'shopping',
    name: 'Shopping',
    pitch: 'brings together great brands and friendly, knowledgeable service',
    hours: SHOP_HOURS,
    giftCardCategory: 'lifestyle-gift-cards-shopping',
    subCategories: [
      "fashion | Fashion | Boutique; Clothing Co.; Outfitters; Apparel; Threads | new season fashion; full-priced clothing; denim; kids' clothing; workwear | both 12",
      'electronics | Electronics | Electronics; Tech; Digital; Audio & Vision | laptops; headphones; TVs and audio; smart home gear; phones and accessories | both 8',
      "books | Books & Gifts | Bookshop; Books & Gifts; Stationery; Gift Shop | books; gifts and homewares; stationery; Mother's Day gifts | both 6",
      'shoes | Shoes & Accessories | Shoes; Footwear; Leather Goods; Jewellers | shoes; handbags; jewellery; sunglasses | both 6',
      'pets | Pet Supplies | Pet Supplies; Pet Store; Pet Co. | pet food; dog grooming; pet accessories | both 5',
    ],
  },
  {
    slug: 'health-beauty',
    name: 'Health & Beauty',
    pitch: 'helps you look and feel your best',
    hours: SHOP_HOURS,
    giftCardCategory: 'lifestyle-gift-cards-pamper',
    subCategories: [
      'pharmacy | Pharmacy | Pharmacy; Chemist; Apothecary | vitamins and supplements; skincare; fragrances; first-aid kits | both 6',
      "hair-beauty | Hair & Beauty | Hair Studio; Salon; Barber Co.; Beauty Bar | a cut and colour; a men's cut; brow and lash treatments; a blow-dry | store 8 booking",
      "day-spa | Day Spas & Massage | Day Spa; Massage; Wellness Retreat | a 60-minute massage; a facial; spa packages; a couples' massage | store 6 booking",
      'optical | Optometrists | Optical; Eyewear; Optometrists | prescription glasses; sunglasses; an eye test; contact lenses | both 4 booking',
    ],
  },
  {
    slug: 'entertainment',
    name: 'Entertainment',
    pitch: 'puts on a great day or night out for the whole family',
    hours: ['Open 7 days, 10am–late', 'Open 7 days, 9am–5pm', 'Wed–Sun from 5pm'],
    giftCardCategory: 'lifestyle-gift-cards-experiences',
    subCategories: [
      'cinemas | Cinemas | Cinemas; Picture House; Movie Palace | movie tickets; Tuesday movies; a snack combo; recliner sessions | store 4',
      'live | Live Music & Theatre | Theatre; Live; Music Hall; Playhouse | concert tickets; theatre tickets; comedy nights; live shows | online 5',
      'attractions | Attractions | Wildlife Park; Aquarium; Adventure Park; Mini Golf | family passes; entry tickets; annual passes; school holiday fun | both 6',
      'games | Games & Hobbies | Games; Hobbies; Toy Box; Bowl | board games; ten-pin bowling; escape rooms; laser tag | both 5',
    ],
  },
  {
    slug: 'travel',
    name: 'Travel',
    pitch: 'makes getting away easy, from a quick weekend to the big trip',
    hours: ['Mon–Fri 9am–5pm', 'Open 7 days, 8am–8pm', 'Reception open 24 hours'],
    giftCardCategory: 'lifestyle-gift-cards-experiences',
    subCategories: [
      'hotels | Hotels & Stays | Hotel; Resort; Retreat; Lodge; Cabins | a weekend stay; midweek stays; family getaways; a two-night escape | online 8',
      'tours | Tours & Experiences | Tours; Adventures; Expeditions; Cruises | day tours; whale watching cruises; wine tours; reef trips | online 6',
      'car-hire | Car & Campervan Hire | Car Rentals; Campervans; Rentals | campervan hire; car hire; one-way rentals | online 4',
      'luggage | Luggage & Travel Gear | Luggage; Travel Goods | luggage; travel adaptors and gear; carry-on bags | both 3',
    ],
  },
  {
    slug: 'home-garden',
    name: 'Home & Garden',
    pitch: 'has everything for the home, the shed and the garden',
    hours: SHOP_HOURS,
    giftCardCategory: 'lifestyle-gift-cards-shopping',
    subCategories: [
      'hardware | Hardware | Hardware; Timber & Hardware; Trade Supplies | power tools; paint; timber and decking; outdoor furniture | store 6',
      'garden | Garden Centres | Nursery; Garden Centre; Landscape Supplies | plants and seedlings; native plants; potting mix; garden tools | store 6',
      'furniture | Furniture & Homewares | Furniture; Homewares; Living; Interiors | sofas; bedding and linen; homewares; outdoor settings | both 7',
      'appliances | Appliances | Appliances; Home Appliances | whitegoods; coffee machines; vacuum cleaners | both 4',
    ],
  },
  {
    slug: 'sports-fitness',
    name: 'Sports & Fitness',
    pitch: 'gets people moving, whatever their sport or fitness level',
    hours: ['Open 24/7', 'Mon–Fri 5am–9pm, weekends 7am–5pm', 'Open 7 days, 9am–5:30pm'],
    giftCardCategory: 'lifestyle-gift-cards-experiences',
    subCategories: [
      'gyms | Gyms | Fitness; Gym; Health Club; Boxing; Yoga; Pilates | a gym membership; a 10-class pass; personal training; your first month | store 8 booking',
      'outdoor | Outdoor & Camping | Outdoors; Camping; Adventure Gear | camping gear; hiking boots; swags and tents; fishing gear | both 6',
      'bikes | Bikes | Cycles; Bike Shop; Bikes | a bike service; e-bikes; cycling gear | both 4 booking',
      'sports | Sports Stores | Sports; Sport & Leisure; Golf | running shoes; cricket gear; golf lessons; swimwear | both 5',
    ],
  },
  {
    slug: 'gift-cards',
    name: 'Gift Cards',
    pitch: 'makes giving easy, with gift cards for every occasion',
    hours: ['Mon–Fri 9am–5pm'],
    subCategories: [
      'dining | Dining Gift Cards | Dining Card; Eat Card; Dine Pass | dining gift cards | gift 3',
      'shopping | Shopping Gift Cards | Gift Card Co.; Shopping Card; Gift Store | shopping gift cards | gift 3',
      'experiences | Experience Gift Cards | Experiences; Adventure Card; Days Out | experience gift cards | gift 3',
      'pamper | Pamper & Wellness Gift Cards | Pamper Card; Wellness Card | spa and wellness gift cards | gift 2',
    ],
  },
]);
