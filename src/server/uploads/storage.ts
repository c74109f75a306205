/**
 * Files on disk under DATA_DIR with names the server makes: public images in uploads/ (served at /uploads),
 * private documents (resumes) in private/ (served only through signed links).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type Area = 'uploads' | 'private';

export const maxUploadBytes = 5 * 1024 * 1024;

export const areaDir = (dataDir: string, area: Area) => path.join(dataDir, area);

export const storeFile = async (dataDir: string, area: Area, data: Buffer, extension: string) => {
  const name = `${randomUUID()}.${extension}`;
  await fs.mkdir(areaDir(dataDir, area), { recursive: true });
  await fs.writeFile(path.join(areaDir(dataDir, area), name), data);
  return name;
};

export const deleteFile = (dataDir: string, area: Area, name: string) =>
  fs.rm(path.join(areaDir(dataDir, area), path.basename(name)), { force: true });
