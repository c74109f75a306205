/**
 * A fresh install started more than a year on, when every fixed date of a demo would be long past, tells the same
 * story as one started today (time-travel-first-start.test.ts).
 */
import { dayMs } from '../../src/registry/clock.ts';
import { demoToldOn } from '../helpers/demo-story.ts';

demoToldOn('400 days later', 400 * dayMs);
demoToldOn('three years later', 3 * 365 * dayMs);
