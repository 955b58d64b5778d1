/**
 * What garage-sale shoppers look for, with the names French pages show (issue 24; migration 0012 gives
 * a database seeded before them the same French names); icon names are lucide's (kebab-case).
 */
export const CATEGORIES: { name: string; nameFr: string; description: string; iconName: string }[] = [
  {
    name: 'Furniture',
    nameFr: 'Meubles',
    description: 'Sofas, tables, chairs, dressers and shelves.',
    iconName: 'sofa',
  },
  {
    name: 'Clothing',
    nameFr: 'Vêtements',
    description: 'Clothes, shoes and outerwear for adults.',
    iconName: 'shirt',
  },
  {
    name: 'Toys & Games',
    nameFr: 'Jouets et jeux',
    description: 'Toys, board games, puzzles and video games.',
    iconName: 'gamepad-2',
  },
  {
    name: 'Electronics',
    nameFr: 'Électronique',
    description: 'TVs, computers, phones, speakers and cables.',
    iconName: 'tv',
  },
  {
    name: 'Books & Media',
    nameFr: 'Livres et médias',
    description: 'Books, magazines, records, DVDs and CDs.',
    iconName: 'book-open',
  },
  {
    name: 'Tools & Hardware',
    nameFr: 'Outils et quincaillerie',
    description: 'Hand and power tools, hardware and workshop gear.',
    iconName: 'wrench',
  },
  {
    name: 'Kitchen & Dining',
    nameFr: 'Cuisine et salle à manger',
    description: 'Dishes, cookware, small appliances and glassware.',
    iconName: 'utensils',
  },
  {
    name: 'Sports & Outdoors',
    nameFr: 'Sports et plein air',
    description: 'Bikes, camping, fishing, hockey and fitness gear.',
    iconName: 'bike',
  },
  {
    name: 'Baby & Kids',
    nameFr: 'Bébés et enfants',
    description: 'Strollers, car seats, cribs and kids’ clothes.',
    iconName: 'baby',
  },
  {
    name: 'Antiques & Collectibles',
    nameFr: 'Antiquités et objets de collection',
    description: 'Vintage finds, coins, stamps and collections.',
    iconName: 'gem',
  },
  {
    name: 'Home Decor',
    nameFr: 'Décoration intérieure',
    description: 'Lamps, frames, rugs, mirrors and seasonal decor.',
    iconName: 'lamp',
  },
  {
    name: 'Garden & Yard',
    nameFr: 'Jardin et cour',
    description: 'Plants, pots, mowers and patio furniture.',
    iconName: 'flower-2',
  },
  {
    name: 'Appliances',
    nameFr: 'Électroménagers',
    description: 'Fridges, freezers, washers, dryers and microwaves.',
    iconName: 'refrigerator',
  },
  {
    name: 'Jewelry & Accessories',
    nameFr: 'Bijoux et accessoires',
    description: 'Jewellery, watches, bags and belts.',
    iconName: 'watch',
  },
  {
    name: 'Music & Instruments',
    nameFr: 'Musique et instruments',
    description: 'Guitars, keyboards, drums and audio gear.',
    iconName: 'music',
  },
  {
    name: 'Crafts & Hobbies',
    nameFr: 'Artisanat et loisirs créatifs',
    description: 'Fabric, yarn, paints, models and craft supplies.',
    iconName: 'palette',
  },
  {
    name: 'Automotive',
    nameFr: 'Automobile',
    description: 'Tires, parts, tools and accessories for vehicles.',
    iconName: 'car',
  },
  {
    name: 'Miscellaneous',
    nameFr: 'Divers',
    description: 'Everything else worth a look.',
    iconName: 'package',
  },
];
