/**
 * Kenya's bounding box, with the Ilemi triangle in the north-west that Kenya administers: a school's point outside
 * it is a slip in the source (swapped or mistyped coordinates), so the listing is kept without a location.
 */
const bounds = { south: -4.72, north: 5.51, west: 33.89, east: 41.92 };

export const inKenya = (lat: number, lon: number) => lat >= bounds.south && lat <= bounds.north && lon >= bounds.west && lon <= bounds.east;
