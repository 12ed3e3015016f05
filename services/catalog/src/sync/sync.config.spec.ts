import { DEFAULT_PACE, readSyncConfig } from './sync.config';

describe('sync pacing settings', () => {
  it('defaults to batches of 100 with a pause as long as each batch took', () => {
    expect(readSyncConfig({}).pace).toEqual(DEFAULT_PACE);
    expect(DEFAULT_PACE).toEqual({ batchSize: 100, pausePercent: 100 });
  });

  it('reads SYNC_BATCH_SIZE and SYNC_PAUSE_PERCENT (0: no pause) and refuses anything else', () => {
    expect(readSyncConfig({ SYNC_BATCH_SIZE: '50', SYNC_PAUSE_PERCENT: '0' }).pace).toEqual({ batchSize: 50, pausePercent: 0 });
    expect(readSyncConfig({ SYNC_PAUSE_PERCENT: '250' }).pace.pausePercent).toBe(250);
    expect(() => readSyncConfig({ SYNC_BATCH_SIZE: '0' })).toThrow('SYNC_BATCH_SIZE must be a positive integer');
    expect(() => readSyncConfig({ SYNC_PAUSE_PERCENT: '-5' })).toThrow('SYNC_PAUSE_PERCENT must be a positive integer');
  });
});
