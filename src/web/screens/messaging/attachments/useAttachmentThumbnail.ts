import { useEffect, useState } from 'react';
import { fetchFile } from '../../../providers/downloadFile.js';
import { filePath } from '../../../model/filePath.js';

/** Image types every browser shows (HEIC is offered as a download only). */
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * A blob URL of an image attachment for a thumbnail (the file needs the bearer token, so a plain <img src> cannot
 * load it); undefined for other types, while loading, or when the file cannot be read. Revoked on unmount.
 */
export function useAttachmentThumbnail(options: { fileId: number; contentType: string; fileName: string }): string | undefined {
  const { fileId, contentType, fileName } = options;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!PREVIEWABLE.has(contentType)) return undefined;
    let objectUrl: string | undefined;
    let isCurrent = true;
    fetchFile({ path: filePath(fileId), fallbackName: fileName }).then(
      (file) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(file.blob);
        setUrl(objectUrl);
      },
      // Without a thumbnail the download button still offers the file; its error shows when that is pressed.
      () => setUrl(undefined),
    );
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId, contentType, fileName]);
  return url;
}
