import { getExtraLinePhoto } from './get-extra-line-photo';
import { getShopExtraLinePhoto } from './get-shop-extra-line-photo';

/** The line's photo as an object URL (the route needs the bearer token, so an <img src> cannot fetch it itself). */
export async function extraLinePhotoUrl(params: { id: string; lineId: string } | { locationId: string; appointmentId: string; lineId: string }, signal?: AbortSignal) {
  const stream = 'id' in params ? await getExtraLinePhoto(params, signal) : await getShopExtraLinePhoto(params, signal);
  return URL.createObjectURL(await new Response(stream).blob());
}
