import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database', () => {
  it('keeps its shared buffers small, so the app stays small (decision 0010)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-client-'));
    const database = await openDatabase({ dataDir });
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      expect(result.rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
