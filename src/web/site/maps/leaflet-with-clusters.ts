/**
 * Leaflet with leaflet.markercluster added to it. The plug-in is written for a page of script tags: it finds Leaflet
 * as the global `L`, so Leaflet is made that global before the plug-in's module runs (modules run in the order
 * they are imported).
 */
import L from 'leaflet';
import './leaflet-global.ts';
import 'leaflet.markercluster';

export default L;
