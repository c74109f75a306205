/**
 * Files on this machine's disk under DATA_DIR: `uploads/` and `private/`. Right for one instance, or several
 * sharing one volume; instances on separate hosts need the S3 store.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Area, FileStore } from './storage.ts';

export const createDiskStore = (dataDir: string): FileStore => {
  const directory = (area: Area) => path.join(dataDir, area);
  // basename: a name read from a row or a URL never leaves its folder.
  const fileOf = (area: Area, name: string) => path.join(directory(area), path.basename(name));
  return {
    kind: 'disk',
    localDirectory: directory,
    async write(area, name, data) {
      await fsp.mkdir(directory(area), { recursive: true });
      await fsp.writeFile(fileOf(area, name), data);
    },
    async read(area, name) {
      const file = fileOf(area, name);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size, etag: null, lastModified: stat.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (area, name) => fsp.rm(fileOf(area, name), { force: true }),
    close() {},
  };
};
