/** Leaflet as the global `L` that leaflet.markercluster looks for (leaflet-with-clusters.ts). */
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;
