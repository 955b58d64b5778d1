/** The demo sales a new database gets (unless DEMO_DATA=0): the first screen a newcomer sees is alive. */

export interface DemoSaleTemplate {
  title: string;
  description: string;
  categories: string[];
  /** Items drawn on the generated photos. */
  items: string[];
  city: string;
  /** Absent: a street of the place outside its neighborhoods. */
  neighborhood?: string;
}

/**
 * One sale a row: its title; where it is ('Neighborhood, City', or the city alone for a street outside its
 * neighborhoods); its categories and the items drawn on its photos, each a list separated by commas; and
 * its description, lines separated by '\n'.
 */
type DemoSaleRow = [title: string, place: string, categories: string, items: string, description: string];

const ROWS: DemoSaleRow[] = [
  [
    'Moving Sale - Everything Must Go',
    'Brookwood, Spruce Grove',
    'Furniture, Kitchen & Dining, Home Decor, Tools & Hardware',
    'Sofa, Dishes, Lamps',
    'We are moving to Calgary and cannot take it all.\nSectional sofa, dining set for six, lamps, dishes and a full garage of tools.\n\nCash or e-transfer. No early birds please!',
  ],
  [
    'Multi-Family Garage Sale',
    'Deer Park, Spruce Grove',
    'Clothing, Toys & Games, Baby & Kids, Books & Media',
    'Toys, Books, Clothes',
    'Four families on one driveway.\nKids clothes sizes 2 to 10, toys, puzzles, books and board games.\nLots of adult clothing too.',
  ],
  [
    'Vintage Treasures and Collectibles',
    'Old Town, Stony Plain',
    'Antiques & Collectibles, Home Decor, Books & Media',
    'Records, Teacups, Clock',
    'Decades of collecting: vinyl records, Pyrex, teacups, a mantel clock and old postcards.\nEverything priced, reasonable offers considered.',
  ],
  [
    'Tools and Workshop Clear-Out',
    'Hilldowns, Spruce Grove',
    'Tools & Hardware, Automotive, Garden & Yard',
    'Drill, Toolbox, Ladder',
    'Retired carpenter downsizing the shop.\nTable saw, cordless drills, clamps, a rolling toolbox, ladders and jars of hardware.\nWinter tires (205/55R16) on rims.',
  ],
  [
    'Baby Gear Sale',
    'Greenbury, Spruce Grove',
    'Baby & Kids, Toys & Games, Furniture',
    'Stroller, Crib, Blocks',
    'Our youngest turned four, so the baby gear goes!\nJogging stroller, crib with mattress, high chair, play mat and bins of 0-24 month clothes.',
  ],
  [
    'Big Backyard Sale',
    'Graybriar, Stony Plain',
    'Garden & Yard, Sports & Outdoors, Furniture',
    'Patio Set, Planters, Bike',
    'Patio table and chairs, planters, a push mower and two adult bikes.\nSet up in the backyard, come through the side gate.',
  ],
  [
    'Kitchen and Dining Downsizing',
    'Sun Meadows, Stony Plain',
    'Kitchen & Dining, Appliances, Home Decor',
    'Mixer, Pots, Glasses',
    'Stand mixer, cast iron pans, crock pots, a full set of stoneware and wine glasses.\nChest freezer, works great, $100.',
  ],
  [
    'Hockey and Sports Equipment Swap',
    'Jesperdale, Spruce Grove',
    'Sports & Outdoors, Clothing',
    'Skates, Helmets, Sticks',
    'Skates (youth 1 to adult 9), helmets, gloves, sticks and bags.\nRingette and soccer gear too.\nBring your outgrown gear and trade!',
  ],
  [
    'Book Lovers Sale',
    'Willow Park, Stony Plain',
    'Books & Media',
    'Novels, Cookbooks, Comics',
    'Hundreds of paperbacks and hardcovers: mysteries, romance, sci-fi, cookbooks and kids books.\n$1 each or fill a bag for $10.',
  ],
  [
    'Estate Sale - Furniture and Antiques',
    'Heritage Estates, Spruce Grove',
    'Antiques & Collectibles, Furniture, Jewelry & Accessories, Home Decor, Kitchen & Dining',
    'Dresser, China, Jewelry',
    'Contents of a lifetime home.\nOak dresser, cedar chest, china cabinet with Royal Albert, costume jewellery, linens and art.\n\nPlease park on the street and respect the neighbours.',
  ],
  [
    'Electronics and Gaming Sale',
    'Kingswood, Spruce Grove',
    'Electronics, Toys & Games',
    'Consoles, Speakers, Monitor',
    'Game consoles with controllers and games, a 27 inch monitor, speakers, routers and a box of cables.\nEverything tested, come try it.',
  ],
  [
    'Crafters Destash',
    'South Creek, Stony Plain',
    'Crafts & Hobbies, Home Decor',
    'Yarn, Fabric, Paints',
    'Bins of yarn, quilting fabric, acrylic paints, stamps and a sewing machine.\nScrapbooking supplies by the box.',
  ],
  [
    'Garage Sale on Legacy Park',
    'Legacy Park, Spruce Grove',
    'Furniture, Clothing, Miscellaneous',
    'Chairs, Jackets, Bins',
    'A bit of everything: chairs, side tables, winter jackets, storage bins and more.',
  ],
  [
    'Lakeside Cabin Clear-Out',
    'Lakeshore, Wabamun',
    'Sports & Outdoors, Furniture, Garden & Yard',
    'Kayak, Life Jackets, Chairs',
    'Selling the cabin!\nKayak, paddles, life jackets, Muskoka chairs, a fire pit and fishing gear.',
  ],
  [
    'Music Room Sale',
    'Fairways, Stony Plain',
    'Music & Instruments, Electronics, Books & Media',
    'Guitar, Keyboard, Amp',
    'Acoustic guitar, electric keyboard with stand, a practice amp and songbooks.\nHappy to let you try before you buy.',
  ],
  [
    'Acreage Sale - Farm and Shop',
    'Duffield',
    'Tools & Hardware, Automotive, Garden & Yard, Antiques & Collectibles',
    'Tractor Parts, Tools, Tires',
    'Follow the signs off Highway 16A.\nShop tools, tractor parts, truck tires, fencing supplies and old farm signs.',
  ],
  [
    'Kids Toys and Clothes',
    'Tonewood, Spruce Grove',
    'Toys & Games, Baby & Kids, Clothing',
    'Lego, Dolls, Puzzles',
    'Lego (sorted in bags), dolls, puzzles, ride-on toys and girls clothes sizes 4 to 8.',
  ],
  [
    'Home Decor and Seasonal',
    'Genesis on the Lakes, Stony Plain',
    'Home Decor, Crafts & Hobbies',
    'Wreaths, Frames, Candles',
    'Christmas and Halloween decor, wreaths, picture frames, candles, throw pillows and rugs.',
  ],
  [
    'Appliance and Furniture Sale',
    'Westgrove, Spruce Grove',
    'Appliances, Furniture',
    'Washer, Fridge, Table',
    'Renovated the kitchen: fridge, stove and dishwasher, all working.\nWasher and dryer pair, kitchen table with four chairs.\nYou haul.',
  ],
  [
    'Community Yard Sale',
    'Old Entwistle, Entwistle',
    'Miscellaneous, Clothing, Books & Media, Toys & Games',
    'Treasures, Books, Toys',
    'Several homes on the same street, follow the balloons.\nCoffee and baking by the school fundraiser.',
  ],
  [
    'Camping and Fishing Gear',
    'Westerra, Stony Plain',
    'Sports & Outdoors',
    'Tent, Rods, Cooler',
    'Six-person tent, sleeping bags, camp stove, coolers, fishing rods and tackle boxes.',
  ],
  [
    'Jewelry and Accessories Sale',
    'Spruce Village, Spruce Grove',
    'Jewelry & Accessories, Clothing',
    'Necklaces, Purses, Watches',
    'Necklaces, earrings, watches, purses and scarves.\nEverything $2 to $20.',
  ],
  [
    'Downsizing Sale',
    'High Park, Stony Plain',
    'Furniture, Kitchen & Dining, Home Decor, Books & Media',
    'Recliner, Dishes, Books',
    'Moving to a condo.\nRecliner, bookshelves, bedroom set, dishes, small appliances and books.',
  ],
  [
    'Garage and Shop Sale',
    'Acheson',
    'Tools & Hardware, Automotive',
    'Compressor, Wrenches, Jack',
    'Air compressor, socket sets, floor jack, shelving units and a welder.\nSerious buyers only for the welder.',
  ],
  [
    'Retro Games and Collectibles',
    'Millgrove, Spruce Grove',
    'Toys & Games, Antiques & Collectibles, Electronics',
    'Cartridges, Cards, Figures',
    'Retro game cartridges, trading cards, action figures and die-cast cars.',
  ],
  [
    'Spring Cleaning Sale',
    'Meridian Heights, Stony Plain',
    'Miscellaneous, Garden & Yard, Home Decor',
    'Planters, Mirrors, Baskets',
    'Planters, mirrors, baskets, bedding and a little bit of everything.',
  ],
  [
    'Hamlet Yard Sale',
    'Tomahawk',
    'Antiques & Collectibles, Tools & Hardware, Miscellaneous',
    'Crocks, Lanterns, Tools',
    'Crocks, oil lanterns, old tools and a cream separator.\nWorth the drive!',
  ],
  [
    'Sewing and Quilting Supplies',
    'Harvest Ridge, Spruce Grove',
    'Crafts & Hobbies',
    'Fabric, Thread, Patterns',
    'Fat quarters, thread, patterns, a cutting table and two sewing machines.',
  ],
  [
    'Bikes and Outdoor Toys',
    'Silverstone, Stony Plain',
    'Sports & Outdoors, Toys & Games, Baby & Kids',
    'Bikes, Scooters, Wagon',
    'Kids bikes (12 to 24 inch), scooters, a wagon, a trampoline and a basketball hoop.',
  ],
  [
    'Plant and Garden Sale',
    'Pioneer Meadows, Spruce Grove',
    'Garden & Yard, Home Decor',
    'Perennials, Pots, Tomatoes',
    'Perennial divisions, tomato and pepper starts, houseplants and pots of every size.',
  ],
  [
    'Student Move-Out Sale',
    'Fieldstone, Spruce Grove',
    'Furniture, Electronics, Kitchen & Dining',
    'Desk, Lamp, Microwave',
    'Desk, office chair, mini fridge, microwave, lamps and a TV stand.\nMust go by Sunday!',
  ],
  [
    'Cottage Country Sale',
    'Seba Beach',
    'Antiques & Collectibles, Home Decor, Sports & Outdoors',
    'Oars, Signs, Lanterns',
    'Wooden oars, cottage signs, lanterns, quilts and a canoe rack.',
  ],
  [
    'Two-Day Garage Sale',
    'Brickyard, Stony Plain',
    'Clothing, Furniture, Toys & Games, Kitchen & Dining',
    'Clothes, Chairs, Games',
    'Lots of women and men clothing, a futon, games and kitchen items.',
  ],
  [
    'Antique Furniture Sale',
    'Carvel',
    'Antiques & Collectibles, Furniture',
    'Hutch, Rocker, Trunk',
    'Pine hutch, rocking chair, steamer trunk and a treadle sewing machine.',
  ],
  [
    'Sports Memorabilia',
    'Linkside, Spruce Grove',
    'Antiques & Collectibles, Sports & Outdoors',
    'Jerseys, Cards, Pucks',
    'Oilers jerseys, signed pucks, hockey cards and golf clubs.',
  ],
  [
    'Parkland Village Garage Sale',
    'Parkland Village',
    'Miscellaneous, Furniture, Clothing',
    'Shelves, Boots, Bins',
    'Shelving, winter boots, storage bins and household items.',
  ],
  [
    'Kids Consignment Style Sale',
    'Stoneshire, Spruce Grove',
    'Baby & Kids, Clothing, Toys & Games',
    'Onesies, Books, Carseat',
    'Gently used kids clothes by size, car seat (not expired), books and toys.',
  ],
  [
    'Records, CDs and Stereo',
    'Old Town, Stony Plain',
    'Music & Instruments, Books & Media, Electronics',
    'Turntable, Records, Speakers',
    'Turntable, receiver, speakers and crates of records and CDs.\nClassic rock, country and jazz.',
  ],
  [
    'Wabamun Village Sale',
    'Village Centre, Wabamun',
    'Miscellaneous, Kitchen & Dining, Home Decor',
    'Dishes, Quilts, Jars',
    'Dishes, canning jars, quilts and small furniture.\nProceeds to the community hall.',
  ],
  [
    'Fallis Farm Yard Sale',
    'Fallis',
    'Tools & Hardware, Garden & Yard, Antiques & Collectibles',
    'Saddles, Tools, Gates',
    'Saddles, tack, hand tools, gates and garden implements.',
  ],
];

export const DEMO_SALES: DemoSaleTemplate[] = ROWS.map(([title, place, categories, items, description]) => {
  const [neighborhood, city] = place.includes(', ') ? place.split(', ') : [undefined, place];
  return {
    title,
    description,
    categories: categories.split(', '),
    items: items.split(', '),
    city: city as string,
    ...(neighborhood ? { neighborhood } : {}),
  };
});
