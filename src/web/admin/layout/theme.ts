/** ElimuHub's green on antd's default theme. */
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#0b7a3e', borderRadius: 6 },
};
