// The tests' manual clock lives in testkit/ (the benches drive tables with it too); re-exported
// here so that the tests keep importing it from their helpers.
export { type ManualClock, manualClock } from '../../../testkit/manualClock.ts';
