/** Sends one image to the upload route and returns the path the server stored it under. */
import { http } from '../providers/http.ts';

export const uploadImage = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<{ path: string }>('/api/uploads/images', form);
  return data.path;
};

export const acceptedImages = 'image/jpeg,image/png,image/webp';
