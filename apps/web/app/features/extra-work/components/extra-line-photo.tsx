import { Image, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { extraLinePhotoUrl } from '../api';

/** The photo the shop sent with a line, fetched with the session (an object URL, freed when it goes). */
export function ExtraLinePhoto({ params, alt }: { params: Parameters<typeof extraLinePhotoUrl>[0]; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(params);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    extraLinePhotoUrl(JSON.parse(key) as typeof params, controller.signal)
      .then((objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [key]);
  if (failed) return null;
  if (!url) return <Loader size="xs" aria-label="Loading the photo" />;
  return <Image src={url} alt={alt} radius="md" maw={360} />;
}
