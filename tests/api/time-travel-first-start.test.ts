/**
 * A fresh install started today, tomorrow or next month tells the demo's whole story: the demo writes every date
 * from the moment it is seeded, so no deadline, event or plan of it has run out on the day it starts. Later
 * offsets are in time-travel-first-start-later.test.ts, so the seeds run in two forks at once.
 */
import { dayMs } from '../../src/registry/clock.ts';
import { demoToldOn } from '../helpers/demo-story.ts';

demoToldOn('today', 0);
demoToldOn('a day later', dayMs);
demoToldOn('30 days later', 30 * dayMs);
