/** Uploaded images get WebP thumbnails beside them; what sharp cannot decode is refused with a 400. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, thumbnailWidths } from '../../src/registry/image-sizes.ts';
import { member, type Session } from '../helpers/client.ts';
import { multipart, pdf } from '../helpers/files.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let owner: Session;

beforeAll(async () => {
  server = await startServer();
  owner = await member(server.app, 'subscriber');
});
afterAll(() => server.close());

const upload = (value: Buffer, filename: string) => {
  const body = multipart([{ name: 'file', value, filename }]);
  return server.app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
  });
};

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 60 } } });

/** Fetches a served file and reads its format and size with sharp. */
const served = async (path: string) => {
  const reply = await server.app.inject({ method: 'GET', url: path });
  expect(reply.statusCode, path).toBe(200);
  return sharp(reply.rawPayload).metadata();
};

describe('image thumbnails', () => {
  it.each([
    ['PNG', 'photo.png', () => picture(1200, 900).png().toBuffer(), 'png'],
    ['JPEG', 'photo.jpg', () => picture(1200, 900).jpeg().toBuffer(), 'jpg'],
  ])('stores a %s with WebP thumbnails 160, 480 and 960 pixels wide', async (_, filename, make, extension) => {
    const reply = await upload(await make(), filename);
    expect(reply.statusCode, reply.body).toBe(201);
    const { path } = reply.json() as { path: string };
    expect(path).toMatch(new RegExp(`^/uploads/img-[\\w-]+\\.${extension}$`));
    const srcset = imageSrcSet(path)!;
    const entries = srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(entries.map(([, w]) => w)).toEqual(thumbnailWidths.map((w) => `${w}w`));
    for (const [url, descriptor] of entries) {
      const meta = await served(url);
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(descriptor);
      expect(meta.height).toBe(Math.round((meta.width! * 900) / 1200));
    }
    expect((await served(path)).width).toBe(1200);
  });

  it('never enlarges a small image', async () => {
    const { path } = (await upload(await picture(300, 300).png().toBuffer(), 'logo.png')).json() as { path: string };
    const widths = await Promise.all(
      imageSrcSet(path)!
        .split(', ')
        .map((entry) => served(entry.split(' ')[0]!).then((m) => m.width)),
    );
    expect(widths).toEqual([160, 300, 300]);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const reply = await upload(pdf, 'logo.png');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Only JPEG, PNG or WebP images are allowed.');
  });

  it('refuses with a clear 400 a file that looks like a PNG but cannot be decoded', async () => {
    const whole = await picture(400, 300).png().toBuffer();
    const reply = await upload(whole.subarray(0, 120), 'broken.png');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/could not be read/);
    expect(reply.json().errors.file).toMatch(/JPEG, PNG or WebP/);
  });

  it.each([
    ['JPEG', 'photo.jpg', (image: sharp.Sharp) => image.jpeg()],
    ['PNG', 'photo.png', (image: sharp.Sharp) => image.png()],
    ['WebP', 'photo.webp', (image: sharp.Sharp) => image.webp()],
  ])('serves a %s without its GPS position or camera details, turned upright', async (_, filename, encode) => {
    // 400×300 stored sideways: EXIF orientation 6 says to turn it a quarter to the right.
    const tagged = await encode(
      picture(400, 300)
        .withExif({
          IFD0: { Artist: 'Wanjiru Camera', Make: 'PhoneMaker' },
          IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
        })
        .withMetadata({ orientation: 6 }),
    ).toBuffer();
    expect(tagged.includes('Wanjiru Camera')).toBe(true);
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const { path } = (await upload(tagged, filename)).json() as { path: string };
    const reply = await server.app.inject({ method: 'GET', url: path });
    expect(reply.rawPayload.includes('Wanjiru Camera')).toBe(false);
    expect(reply.rawPayload.includes('PhoneMaker')).toBe(false);
    const meta = await sharp(reply.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 400, undefined]);
  });

  it('names the pixel limit when a photo is over it', async () => {
    // A small JPEG whose header claims 8160×6120 (50 megapixels): only the header is read before it is refused.
    const small = await picture(16, 16).jpeg().toBuffer();
    const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
    small.writeUInt16BE(6120, frame + 5);
    small.writeUInt16BE(8160, frame + 7);
    const reply = await upload(small, 'huge.jpg');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^This photo is 50 megapixels .*the most we take is 40\. Resize it/);
    expect(reply.json().errors.file).toBe(reply.json().message);
  });
});
