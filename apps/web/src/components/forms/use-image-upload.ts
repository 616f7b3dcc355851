import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * An image uploaded as soon as it is picked: a local preview while it travels, the share sent so
 * far, and `onUploaded` with the server's answer. The preview's object URL is released afterwards.
 */
export function useImageUpload<T>(
  upload: (file: File, onProgress: (share: number) => void) => Promise<T>,
  onUploaded: (answer: T) => Promise<void>,
) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const mutation = useMutation({
    mutationFn: (file: File) => upload(file, setProgress),
    onSuccess: onUploaded,
    onSettled: () => setPreview(null),
  });

  const pick = (file: File) => {
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    mutation.mutate(file);
  };

  return { preview, pick, isPending: mutation.isPending, progress: mutation.isPending ? progress : null };
}
