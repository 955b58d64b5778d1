/**
 * The default county: the spec's map centre (53.475, -114.086) lies in Parkland County, Alberta.
 * Coordinates are approximate centres of real places; a postal code's first three characters (its
 * forward sortation area) stand as the zip code.
 */

export interface NeighborhoodSeed {
  name: string;
  description: string;
  /** Rough offset of its centre from the place's centre, in kilometres north and east. */
  offsetKm: [north: number, east: number];
  streets: string[];
}

export interface PlaceSeed {
  name: string;
  state: string;
  zipCode: string;
  center: { lat: number; lng: number };
  neighborhoods: NeighborhoodSeed[];
  /** Streets for addresses outside any neighborhood. */
  streets: string[];
}

/**
 * A neighborhood a row: its name; its centre's rough offset from the place's centre, in kilometres north
 * and east; its streets, separated by commas; what it is like.
 */
type NeighborhoodRow = [name: string, north: number, east: number, streets: string, description: string];

/** A place of the county (all in Alberta) with its neighborhoods; `streets` separated by commas. */
function place(
  name: string,
  zipCode: string,
  [lat, lng]: [number, number],
  streets: string,
  neighborhoods: NeighborhoodRow[] = [],
): PlaceSeed {
  return {
    name,
    state: 'AB',
    zipCode,
    center: { lat, lng },
    streets: streets.split(', '),
    neighborhoods: neighborhoods.map(([hood, north, east, hoodStreets, description]) => ({
      name: hood,
      description,
      offsetKm: [north, east],
      streets: hoodStreets.split(', '),
    })),
  };
}

export const PLACES: PlaceSeed[] = [
  place(
    'Spruce Grove',
    'T7X',
    [53.5447, -113.9188],
    'McLeod Avenue, Grove Drive, Jespersen Avenue, King Street, Calahoo Road',
    [
      [
        'Brookwood',
        -1.2,
        -1.6,
        'Brookwood Drive, Brookview Close, Bridgeport Boulevard',
        'Family streets around a stormwater pond and walking loop.',
      ],
      [
        'Deer Park',
        1.3,
        -1.4,
        'Deer Park Way, Dunrobin Crescent, Diamond Avenue',
        'Mature lots and tall spruce on the north-west side.',
      ],
      [
        'Fieldstone',
        1.6,
        0.4,
        'Fieldstone Drive, Fairway Close, Foxhaven Way',
        'Newer homes close to schools and the north trail.',
      ],
      [
        'Greenbury',
        -0.2,
        -2.4,
        'Greenbury Close, Genesis Way, Grandin Boulevard',
        'A young west-end neighbourhood with parks on every block.',
      ],
      [
        'Harvest Ridge',
        1.9,
        -0.6,
        'Harvest Ridge Drive, Hawthorne Crescent, Haven Way',
        'Townhomes and duplexes near the ball diamonds.',
      ],
      [
        'Heritage Estates',
        0.4,
        0.9,
        'Heritage Drive, Hillcrest Place, Henday Street',
        'Quiet crescents a short walk from City Centre.',
      ],
      [
        'Hilldowns',
        0.8,
        -0.3,
        'Hilldowns Drive, Hollyhock Place, Hunter Close',
        'Established bungalows and big backyards.',
      ],
      [
        'Jesperdale',
        -0.5,
        0.2,
        'Jesperdale Drive, Jubilee Avenue, Juniper Close',
        'Mid-century homes near the Agrena and the library.',
      ],
      [
        'Kingswood',
        0.3,
        1.8,
        'Kingswood Drive, Kensington Close, Kirkwood Way',
        'Crescents and cul-de-sacs on the east side.',
      ],
      [
        'Legacy Park',
        -1.6,
        -0.4,
        'Legacy Park Way, Lakeview Close, Longview Drive',
        'Newer builds beside the central park and splash pad.',
      ],
      [
        'Linkside',
        -1.4,
        1.4,
        'Linkside Drive, Links Way, Lancaster Close',
        'Homes around the golf course in the south-east.',
      ],
      [
        'Millgrove',
        0.1,
        -0.9,
        'Millgrove Drive, Mitchell Close, Maple Crescent',
        'Older lots near the grain elevator museum.',
      ],
      [
        'Pioneer Meadows',
        -2.1,
        0.6,
        'Pioneer Meadows Drive, Prairie Way, Parkview Crescent',
        'Trails and ponds on the south edge of town.',
      ],
      [
        'Spruce Village',
        -0.1,
        0.6,
        'Spruce Village Way, Main Street, Church Road',
        'Walkable streets close to the shops on Main.',
      ],
      [
        'Stoneshire',
        2.3,
        0.9,
        'Stoneshire Manor, Sandstone Way, Stirling Crescent',
        'A newer community with a big central park.',
      ],
      [
        'Tonewood',
        -0.9,
        2.2,
        'Tonewood Boulevard, Timberline Close, Trestle Way',
        'Young families and starter homes near the school.',
      ],
      [
        'Westgrove',
        0.6,
        -2,
        'Westgrove Drive, Wentworth Close, Woodside Crescent',
        'Split-levels and bungalows on the west side.',
      ],
    ],
  ),
  place(
    'Stony Plain',
    'T7Z',
    [53.5264, -114.0069],
    '50 Street, 48 Street, 51 Avenue, Golf Course Road, Boulder Boulevard',
    [
      [
        'Brickyard',
        1.2,
        -0.8,
        'Brickyard Drive, Kiln Close, Clayworks Way',
        'Newer homes on the site of the old brick works.',
      ],
      [
        'Fairways',
        0.2,
        -1.6,
        'Fairways Drive, Greenside Close, Putter Way',
        'Homes along the golf course on the west side.',
      ],
      [
        'Genesis on the Lakes',
        -1.4,
        0.9,
        'Genesis Drive, Lakeside Close, Shoreline Way',
        'Streets around a chain of man-made lakes.',
      ],
      [
        'Graybriar',
        -1.1,
        -0.4,
        'Graybriar Drive, Briar Close, Greystone Way',
        'Quiet crescents near the south trail system.',
      ],
      [
        'High Park',
        1.6,
        0.6,
        'High Park Drive, Summit Close, Hillview Way',
        'A hill-top neighbourhood with views over town.',
      ],
      [
        'Meridian Heights',
        1.9,
        1.5,
        'Meridian Drive, Heights Close, Compass Way',
        'Family homes on the north-east edge.',
      ],
      [
        'Old Town',
        0,
        0.2,
        '50 Avenue, 49 Street, 51 Street',
        'Historic downtown with its murals and heritage homes.',
      ],
      [
        'Silverstone',
        -1.8,
        -1.5,
        'Silverstone Crescent, Sterling Close, Silver Way',
        'Newer builds on the south-west side.',
      ],
      [
        'South Creek',
        -0.8,
        0.6,
        'South Creek Drive, Creekside Close, Willow Way',
        'Homes along the creek and its walking paths.',
      ],
      [
        'Sun Meadows',
        0.7,
        1.2,
        'Sun Meadows Drive, Sunset Close, Sunrise Way',
        'Bungalows and duplexes near the schools.',
      ],
      [
        'Westerra',
        0.9,
        -2.2,
        'Westerra Drive, Terra Close, Westview Way',
        'A newer west-end community with a central pond.',
      ],
      [
        'Willow Park',
        -0.3,
        -0.7,
        'Willow Park Drive, Willow Close, Aspen Way',
        'Mature trees and large lots close to Old Town.',
      ],
    ],
  ),
  place('Wabamun', 'T0E', [53.5589, -114.4706], '53 Avenue, 52 Street, Moonlight Bay Road', [
    [
      'Lakeshore',
      -0.4,
      0.3,
      'Lakeshore Drive, Pier Road',
      'Cabins and homes along the shore of Wabamun Lake.',
    ],
    [
      'Village Centre',
      0.3,
      -0.2,
      '52 Avenue, 51 Street',
      'The main street, the school and the village hall.',
    ],
  ]),
  place('Entwistle', 'T0E', [53.6019, -114.9811], '50 Street, 49 Avenue, Pembina Road', [
    [
      'Pembina River Valley',
      -0.6,
      0.8,
      'River Valley Road, Canyon Drive',
      'Acreages above the Pembina River.',
    ],
    ['Old Entwistle', 0.2, -0.1, '51 Avenue, 48 Street', 'The historic core by the old rail line.'],
  ]),
  place('Acheson', 'T7X', [53.5478, -113.7739], 'Acheson Road, Range Road 262, Township Road 530'),
  place('Parkland Village', 'T7Y', [53.5614, -113.9561], 'Parkland Drive, Willow Drive, Poplar Crescent'),
  place('Carvel', 'T0E', [53.5669, -114.1503], 'Range Road 20, Township Road 532, Carvel Road'),
  place('Duffield', 'T0E', [53.4836, -114.4025], 'Duffield Road, Range Road 41, Township Road 522'),
  place('Keephills', 'T0E', [53.4172, -114.3497], 'Range Road 35, Township Road 514, Keephills Road'),
  place('Fallis', 'T0E', [53.5833, -114.6167], 'Range Road 54, Township Road 534, Fallis Road'),
  place('Seba Beach', 'T0E', [53.5539, -114.7361], 'Lakeview Avenue, 1 Street, Seba Beach Road'),
  place('Gainford', 'T0E', [53.6003, -114.8661], 'Main Street, Range Road 65, Township Road 535'),
  place('Tomahawk', 'T0E', [53.3667, -114.75], 'Range Road 61, Township Road 512, Tomahawk Road'),
];

/** Moves a point by the given kilometres north and east. */
export function offsetPosition(
  center: { lat: number; lng: number },
  [north, east]: [number, number],
): { lat: number; lng: number } {
  const lat = center.lat + north / 111.32;
  const lng = center.lng + east / (111.32 * Math.cos((center.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}
