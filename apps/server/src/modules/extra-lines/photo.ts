import { extraLineMessages, type ExtraPhotoType, MAX_EXTRA_PHOTO_BYTES } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';

/** The image type by its first bytes (PNG, JPEG, WebP), or null: the name or a declared type proves nothing. */
export function photoTypeOf(bytes: Buffer): ExtraPhotoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes and checks the photo (size, then type by magic bytes); 422 with the photo's pointer otherwise. */
export function readPhoto(data: string): { bytes: Buffer; contentType: ExtraPhotoType } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new AppError('validation_failed', extraLineMessages.photoType, { pointer: '/photo/data' });
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_EXTRA_PHOTO_BYTES) throw new AppError('validation_failed', extraLineMessages.photoTooLarge, { pointer: '/photo/data' });
  const contentType = photoTypeOf(bytes);
  if (!contentType) throw new AppError('validation_failed', extraLineMessages.photoType, { pointer: '/photo/data' });
  return { bytes, contentType };
}
