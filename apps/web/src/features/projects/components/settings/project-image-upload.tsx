import { ImageUploadButton } from '@/components/image-upload/image-upload-button';

/** Uploads the banner or logo for the project: its address goes in the field, saved with the form. */
export function ProjectImageUpload(props: {
  projectId?: string;
  disabled: boolean;
  onUploaded: (url: string) => void;
}) {
  return (
    <ImageUploadButton
      projectId={props.projectId}
      disabled={props.disabled}
      onUploaded={(image) => props.onUploaded(image.url)}
    />
  );
}
