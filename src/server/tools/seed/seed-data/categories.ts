/** What garage-sale shoppers look for; icon names are lucide's (kebab-case). */
export const CATEGORIES: { name: string; description: string; iconName: string }[] = [
  { name: 'Furniture', description: 'Sofas, tables, chairs, dressers and shelves.', iconName: 'sofa' },
  { name: 'Clothing', description: 'Clothes, shoes and outerwear for adults.', iconName: 'shirt' },
  { name: 'Toys & Games', description: 'Toys, board games, puzzles and video games.', iconName: 'gamepad-2' },
  { name: 'Electronics', description: 'TVs, computers, phones, speakers and cables.', iconName: 'tv' },
  { name: 'Books & Media', description: 'Books, magazines, records, DVDs and CDs.', iconName: 'book-open' },
  {
    name: 'Tools & Hardware',
    description: 'Hand and power tools, hardware and workshop gear.',
    iconName: 'wrench',
  },
  {
    name: 'Kitchen & Dining',
    description: 'Dishes, cookware, small appliances and glassware.',
    iconName: 'utensils',
  },
  {
    name: 'Sports & Outdoors',
    description: 'Bikes, camping, fishing, hockey and fitness gear.',
    iconName: 'bike',
  },
  { name: 'Baby & Kids', description: 'Strollers, car seats, cribs and kids’ clothes.', iconName: 'baby' },
  {
    name: 'Antiques & Collectibles',
    description: 'Vintage finds, coins, stamps and collections.',
    iconName: 'gem',
  },
  { name: 'Home Decor', description: 'Lamps, frames, rugs, mirrors and seasonal decor.', iconName: 'lamp' },
  { name: 'Garden & Yard', description: 'Plants, pots, mowers and patio furniture.', iconName: 'flower-2' },
  {
    name: 'Appliances',
    description: 'Fridges, freezers, washers, dryers and microwaves.',
    iconName: 'refrigerator',
  },
  { name: 'Jewelry & Accessories', description: 'Jewellery, watches, bags and belts.', iconName: 'watch' },
  {
    name: 'Music & Instruments',
    description: 'Guitars, keyboards, drums and audio gear.',
    iconName: 'music',
  },
  {
    name: 'Crafts & Hobbies',
    description: 'Fabric, yarn, paints, models and craft supplies.',
    iconName: 'palette',
  },
  { name: 'Automotive', description: 'Tires, parts, tools and accessories for vehicles.', iconName: 'car' },
  { name: 'Miscellaneous', description: 'Everything else worth a look.', iconName: 'package' },
];
