/** One image (a logo): a preview of the current one, an upload button and a way to remove it. */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { Thumbnail } from './field-value.tsx';
import { acceptedImages, uploadImage } from './upload-image.ts';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

export const ImageInput = ({ id, value, onChange }: Props) => {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center" wrap id={id}>
      {value && <Thumbnail src={value} size={96} />}
      <Upload
        accept={acceptedImages}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            onChange?.(await uploadImage(file as File));
          } catch (error) {
            message.error((error as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? 'Replace image' : 'Upload image'}
        </Button>
      </Upload>
      {value && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} aria-label="Remove image">
          Remove
        </Button>
      )}
    </Space>
  );
};
