/**
 * Asks why before rejecting: the reason is required and goes to the submitter with the decision. A decision of
 * another kind that needs a reason too (approving a claim that takes a listing from its owner) names its own
 * verb and who is told.
 */
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { DecisionError } from './use-decision.ts';

interface Props {
  /** What is rejected, in words: 'the school "Nyota Primary"', 'the changes to …'. */
  what: string | null;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
  /** The decision's verb, on the title and the button; Reject unless told otherwise. */
  verb?: string;
  /** Who is told the reason, and why. */
  told?: string;
}

export const RejectDialog = ({ what, onReject, onClose, verb = 'Reject', told = 'The submitter is told the reason so they can put it right.' }: Props) => {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    form.resetFields();
    setProblem(null);
    onClose();
  };
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      await onReject(reason.trim());
      close();
    } catch (error) {
      const refused = error as DecisionError;
      if (refused.errors?.reason) form.setFields([{ name: 'reason', errors: [refused.errors.reason] }]);
      else setProblem(refused.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={what !== null}
      title={verb}
      okText={verb}
      okButtonProps={{ danger: verb === 'Reject', loading: busy, htmlType: 'submit', form: 'reject-form' }}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {verb} {what}? {told}
      </Typography.Paragraph>
      <Form form={form} id="reject-form" layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[
            { required: true, message: verb === 'Reject' ? 'Say why it is rejected.' : 'Say why.' },
            { min: 3, message: 'The reason needs at least 3 characters.' },
            { max: 500, message: 'The reason may be at most 500 characters.' },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount placeholder="e.g. The phone number does not work; please check it." />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon message={problem} />}
    </Modal>
  );
};
