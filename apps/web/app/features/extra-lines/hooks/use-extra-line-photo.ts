import { useEffect, useState } from 'react';
import { extraLinePhotoUrl } from '../api/extra-line-photo-url';

/**
 * The photo the shop sent with a line, fetched with the session: an object URL (freed when the photo goes),
 * undefined while it loads, null when it could not be had (the line shows no photo then).
 */
export function useExtraLinePhoto(params: Parameters<typeof extraLinePhotoUrl>[0]): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
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
        if (!controller.signal.aborted) setUrl(null);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [key]);
  return url;
}
