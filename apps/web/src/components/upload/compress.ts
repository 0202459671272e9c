import { IMAGE_COMPRESS_THRESHOLD_BYTES } from '@yym/contract';

/** Images above 512000 bytes are re-encoded in the browser (canvas, JPEG) before upload; GIFs keep their frames. */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= IMAGE_COMPRESS_THRESHOLD_BYTES || !/^image\/(png|jpe?g)$/.test(file.type)) return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1500 / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const paint = canvas.getContext('2d')!;
  paint.fillStyle = '#fff';
  paint.fillRect(0, 0, canvas.width, canvas.height);
  paint.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((res) => canvas.toBlob(res, 'image/jpeg', 0.82));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
}
