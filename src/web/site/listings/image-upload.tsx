import { useState } from 'react';
import { ApiError } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { uploadImage } from '../../common/upload.ts';
import { FieldError } from '../ui/field.tsx';

/**
 * A file picker that uploads each chosen image at once and hands back its /uploads/… path. The server words its
 * refusals (a file too large, not an image) in the page's language; a failure without an answer is worded here.
 */
export const ImageUpload = ({ id, label, multiple, onUploaded }: { id: string; label: string; multiple?: boolean; onUploaded: (path: string) => void }) => {
  const say = useSay('pages');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (files: FileList | null) => {
    setError(null);
    for (const file of Array.from(files ?? [])) {
      try {
        setProgress(0);
        onUploaded(await uploadImage(file, { onProgress: setProgress, networkMessage: say('listing.upload.network') }));
      } catch (e) {
        setError(e instanceof ApiError ? e.message : say('ui.errorOccurred'));
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <div className="image-upload">
      <label htmlFor={id} className="small">
        {label}
      </label>
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" multiple={multiple} onChange={(e) => void choose(e.target.files)} />
      {progress !== null ? (
        <progress max={100} value={progress} aria-label={say('listing.upload.progress')}>
          {progress}%
        </progress>
      ) : null}
      <FieldError error={error} />
    </div>
  );
};
