/** The zone arithmetic lives in shared/ since the event form (issue 25) reads and writes zoned moments too. */
export { offsetMinutes, zonedDateTime } from '../../shared/zoned-time';
