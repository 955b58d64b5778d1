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

const hood = (
  name: string,
  description: string,
  offsetKm: [number, number],
  streets: string[],
): NeighborhoodSeed => ({ name, description, offsetKm, streets });

export const PLACES: PlaceSeed[] = [
  {
    name: 'Spruce Grove',
    state: 'AB',
    zipCode: 'T7X',
    center: { lat: 53.5447, lng: -113.9188 },
    streets: ['McLeod Avenue', 'Grove Drive', 'Jespersen Avenue', 'King Street', 'Calahoo Road'],
    neighborhoods: [
      hood(
        'Brookwood',
        'Family streets around a stormwater pond and walking loop.',
        [-1.2, -1.6],
        ['Brookwood Drive', 'Brookview Close', 'Bridgeport Boulevard'],
      ),
      hood(
        'Deer Park',
        'Mature lots and tall spruce on the north-west side.',
        [1.3, -1.4],
        ['Deer Park Way', 'Dunrobin Crescent', 'Diamond Avenue'],
      ),
      hood(
        'Fieldstone',
        'Newer homes close to schools and the north trail.',
        [1.6, 0.4],
        ['Fieldstone Drive', 'Fairway Close', 'Foxhaven Way'],
      ),
      hood(
        'Greenbury',
        'A young west-end neighbourhood with parks on every block.',
        [-0.2, -2.4],
        ['Greenbury Close', 'Genesis Way', 'Grandin Boulevard'],
      ),
      hood(
        'Harvest Ridge',
        'Townhomes and duplexes near the ball diamonds.',
        [1.9, -0.6],
        ['Harvest Ridge Drive', 'Hawthorne Crescent', 'Haven Way'],
      ),
      hood(
        'Heritage Estates',
        'Quiet crescents a short walk from City Centre.',
        [0.4, 0.9],
        ['Heritage Drive', 'Hillcrest Place', 'Henday Street'],
      ),
      hood(
        'Hilldowns',
        'Established bungalows and big backyards.',
        [0.8, -0.3],
        ['Hilldowns Drive', 'Hollyhock Place', 'Hunter Close'],
      ),
      hood(
        'Jesperdale',
        'Mid-century homes near the Agrena and the library.',
        [-0.5, 0.2],
        ['Jesperdale Drive', 'Jubilee Avenue', 'Juniper Close'],
      ),
      hood(
        'Kingswood',
        'Crescents and cul-de-sacs on the east side.',
        [0.3, 1.8],
        ['Kingswood Drive', 'Kensington Close', 'Kirkwood Way'],
      ),
      hood(
        'Legacy Park',
        'Newer builds beside the central park and splash pad.',
        [-1.6, -0.4],
        ['Legacy Park Way', 'Lakeview Close', 'Longview Drive'],
      ),
      hood(
        'Linkside',
        'Homes around the golf course in the south-east.',
        [-1.4, 1.4],
        ['Linkside Drive', 'Links Way', 'Lancaster Close'],
      ),
      hood(
        'Millgrove',
        'Older lots near the grain elevator museum.',
        [0.1, -0.9],
        ['Millgrove Drive', 'Mitchell Close', 'Maple Crescent'],
      ),
      hood(
        'Pioneer Meadows',
        'Trails and ponds on the south edge of town.',
        [-2.1, 0.6],
        ['Pioneer Meadows Drive', 'Prairie Way', 'Parkview Crescent'],
      ),
      hood(
        'Spruce Village',
        'Walkable streets close to the shops on Main.',
        [-0.1, 0.6],
        ['Spruce Village Way', 'Main Street', 'Church Road'],
      ),
      hood(
        'Stoneshire',
        'A newer community with a big central park.',
        [2.3, 0.9],
        ['Stoneshire Manor', 'Sandstone Way', 'Stirling Crescent'],
      ),
      hood(
        'Tonewood',
        'Young families and starter homes near the school.',
        [-0.9, 2.2],
        ['Tonewood Boulevard', 'Timberline Close', 'Trestle Way'],
      ),
      hood(
        'Westgrove',
        'Split-levels and bungalows on the west side.',
        [0.6, -2.0],
        ['Westgrove Drive', 'Wentworth Close', 'Woodside Crescent'],
      ),
    ],
  },
  {
    name: 'Stony Plain',
    state: 'AB',
    zipCode: 'T7Z',
    center: { lat: 53.5264, lng: -114.0069 },
    streets: ['50 Street', '48 Street', '51 Avenue', 'Golf Course Road', 'Boulder Boulevard'],
    neighborhoods: [
      hood(
        'Brickyard',
        'Newer homes on the site of the old brick works.',
        [1.2, -0.8],
        ['Brickyard Drive', 'Kiln Close', 'Clayworks Way'],
      ),
      hood(
        'Fairways',
        'Homes along the golf course on the west side.',
        [0.2, -1.6],
        ['Fairways Drive', 'Greenside Close', 'Putter Way'],
      ),
      hood(
        'Genesis on the Lakes',
        'Streets around a chain of man-made lakes.',
        [-1.4, 0.9],
        ['Genesis Drive', 'Lakeside Close', 'Shoreline Way'],
      ),
      hood(
        'Graybriar',
        'Quiet crescents near the south trail system.',
        [-1.1, -0.4],
        ['Graybriar Drive', 'Briar Close', 'Greystone Way'],
      ),
      hood(
        'High Park',
        'A hill-top neighbourhood with views over town.',
        [1.6, 0.6],
        ['High Park Drive', 'Summit Close', 'Hillview Way'],
      ),
      hood(
        'Meridian Heights',
        'Family homes on the north-east edge.',
        [1.9, 1.5],
        ['Meridian Drive', 'Heights Close', 'Compass Way'],
      ),
      hood(
        'Old Town',
        'Historic downtown with its murals and heritage homes.',
        [0.0, 0.2],
        ['50 Avenue', '49 Street', '51 Street'],
      ),
      hood(
        'Silverstone',
        'Newer builds on the south-west side.',
        [-1.8, -1.5],
        ['Silverstone Crescent', 'Sterling Close', 'Silver Way'],
      ),
      hood(
        'South Creek',
        'Homes along the creek and its walking paths.',
        [-0.8, 0.6],
        ['South Creek Drive', 'Creekside Close', 'Willow Way'],
      ),
      hood(
        'Sun Meadows',
        'Bungalows and duplexes near the schools.',
        [0.7, 1.2],
        ['Sun Meadows Drive', 'Sunset Close', 'Sunrise Way'],
      ),
      hood(
        'Westerra',
        'A newer west-end community with a central pond.',
        [0.9, -2.2],
        ['Westerra Drive', 'Terra Close', 'Westview Way'],
      ),
      hood(
        'Willow Park',
        'Mature trees and large lots close to Old Town.',
        [-0.3, -0.7],
        ['Willow Park Drive', 'Willow Close', 'Aspen Way'],
      ),
    ],
  },
  {
    name: 'Wabamun',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.5589, lng: -114.4706 },
    streets: ['53 Avenue', '52 Street', 'Moonlight Bay Road'],
    neighborhoods: [
      hood(
        'Lakeshore',
        'Cabins and homes along the shore of Wabamun Lake.',
        [-0.4, 0.3],
        ['Lakeshore Drive', 'Pier Road'],
      ),
      hood(
        'Village Centre',
        'The main street, the school and the village hall.',
        [0.3, -0.2],
        ['52 Avenue', '51 Street'],
      ),
    ],
  },
  {
    name: 'Entwistle',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.6019, lng: -114.9811 },
    streets: ['50 Street', '49 Avenue', 'Pembina Road'],
    neighborhoods: [
      hood(
        'Pembina River Valley',
        'Acreages above the Pembina River.',
        [-0.6, 0.8],
        ['River Valley Road', 'Canyon Drive'],
      ),
      hood(
        'Old Entwistle',
        'The historic core by the old rail line.',
        [0.2, -0.1],
        ['51 Avenue', '48 Street'],
      ),
    ],
  },
  {
    name: 'Acheson',
    state: 'AB',
    zipCode: 'T7X',
    center: { lat: 53.5478, lng: -113.7739 },
    streets: ['Acheson Road', 'Range Road 262', 'Township Road 530'],
    neighborhoods: [],
  },
  {
    name: 'Parkland Village',
    state: 'AB',
    zipCode: 'T7Y',
    center: { lat: 53.5614, lng: -113.9561 },
    streets: ['Parkland Drive', 'Willow Drive', 'Poplar Crescent'],
    neighborhoods: [],
  },
  {
    name: 'Carvel',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.5669, lng: -114.1503 },
    streets: ['Range Road 20', 'Township Road 532', 'Carvel Road'],
    neighborhoods: [],
  },
  {
    name: 'Duffield',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.4836, lng: -114.4025 },
    streets: ['Duffield Road', 'Range Road 41', 'Township Road 522'],
    neighborhoods: [],
  },
  {
    name: 'Keephills',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.4172, lng: -114.3497 },
    streets: ['Range Road 35', 'Township Road 514', 'Keephills Road'],
    neighborhoods: [],
  },
  {
    name: 'Fallis',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.5833, lng: -114.6167 },
    streets: ['Range Road 54', 'Township Road 534', 'Fallis Road'],
    neighborhoods: [],
  },
  {
    name: 'Seba Beach',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.5539, lng: -114.7361 },
    streets: ['Lakeview Avenue', '1 Street', 'Seba Beach Road'],
    neighborhoods: [],
  },
  {
    name: 'Gainford',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.6003, lng: -114.8661 },
    streets: ['Main Street', 'Range Road 65', 'Township Road 535'],
    neighborhoods: [],
  },
  {
    name: 'Tomahawk',
    state: 'AB',
    zipCode: 'T0E',
    center: { lat: 53.3667, lng: -114.75 },
    streets: ['Range Road 61', 'Township Road 512', 'Tomahawk Road'],
    neighborhoods: [],
  },
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
