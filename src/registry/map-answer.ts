/**
 * The answer of `GET /api/{base}/map` for a located resource (src/server/crud/map-points.ts), declared once for the
 * server that makes it and the site's map that shows it: the rows within a box as points, or, when there are more
 * than `maxMapPoints`, as counts per cell of a grid sized by the zoom.
 */
export interface MapPoint {
  id: number;
  /** The row's title (a school's name). */
  name: string;
  lat: number;
  lng: number;
}

export interface MapCluster {
  /** The mean point of the cell's rows, where its marker goes. */
  lat: number;
  lng: number;
  count: number;
}

export interface MapAnswer {
  /** How many rows the box holds under the filters: the points', or the clusters' counts summed. */
  total: number;
  /** Each row, when the box holds at most maxMapPoints; else empty. */
  points: MapPoint[];
  /** Counts per grid cell, when the box holds more than maxMapPoints; else empty. */
  clusters: MapCluster[];
}

/** A box holding at most this many rows is answered with each of them. */
export const maxMapPoints = 400;

/** Map zoom levels as tiles count them: 0 the whole world in one tile, 18 a street. */
export const minMapZoom = 0;
export const maxMapZoom = 18;

/**
 * The side of a cluster's cell in degrees at a zoom: a quarter of a map tile (64 pixels of a 256-pixel tile), so
 * markers on screen stay apart whatever the zoom.
 */
export const clusterCellDegrees = (zoom: number) => 360 / 2 ** (zoom + 2);

/**
 * A box is cut into at most this many cells to a side, whatever the zoom asked: a screen shows some 30 cells of 64
 * pixels across, and a country-sized box asked at a street's zoom would otherwise answer a cluster per school.
 */
export const maxMapCellsPerSide = 64;
