import { Image, Loader } from '@mantine/core';
import type { extraLinePhotoUrl } from '../api/extra-line-photo-url';
import { useExtraLinePhoto } from '../hooks/use-extra-line-photo';

/** The photo the shop sent with a line, fetched with the session (an object URL, freed when it goes). */
export function ExtraLinePhoto({ params, alt }: { params: Parameters<typeof extraLinePhotoUrl>[0]; alt: string }) {
  const url = useExtraLinePhoto(params);
  if (url === null) return null;
  if (!url) return <Loader size="xs" aria-label="Loading the photo" />;
  return <Image src={url} alt={alt} radius="md" maw={360} />;
}
