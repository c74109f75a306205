/** A list of images: thumbnails of the current ones, uploads added as they finish, each removable. */
import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { acceptedImages, uploadImage } from './upload-image.ts';

interface Props {
  id?: string;
  value?: string[] | null;
  onChange?: (value: string[]) => void;
}

export const GalleryInput = ({ id, value, onChange }: Props) => {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  // Several uploads can finish in any order: each appends to the latest list, not the one it started with.
  const latest = useRef<string[]>([]);
  latest.current = value ?? [];
  const fileList: UploadFile[] = latest.current.map((url, index) => ({ uid: `${index}-${url}`, name: url.split('/').pop() ?? url, status: 'done', url }));
  return (
    <div id={id}>
      <Upload
        accept={acceptedImages}
        multiple
        listType="picture-card"
        fileList={fileList}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => {
          onChange?.(latest.current.filter((url) => url !== file.url));
          return false;
        }}
        customRequest={async ({ file }) => {
          setUploading((n) => n + 1);
          try {
            const path = await uploadImage(file as File);
            latest.current = [...latest.current, path];
            onChange?.(latest.current);
          } catch (error) {
            message.error((error as Error).message);
          } finally {
            setUploading((n) => n - 1);
          }
        }}
      >
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{uploading ? 'Uploading…' : 'Add image'}</div>
        </div>
      </Upload>
    </div>
  );
};
