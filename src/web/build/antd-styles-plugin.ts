/**
 * The admin's antd styles as one CSS file, made at build time. antd writes each component's CSS in the browser
 * the first time the component renders, which on a cheap machine is most of the time a first list takes after
 * signing in. Rendering every antd component once here, under the admin's theme, and extracting what they wrote
 * gives a stylesheet with a map of the style paths it holds; antd reads that map and skips writing them again.
 * A component missing from it (a popup, say) is still styled in the browser as before.
 */
import { createHash } from 'node:crypto';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../admin/layout/theme.ts';

type Component = ComponentType<Record<string, unknown>> & { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> };

/**
 * The antd components the admin and Refine's antd screens use, with what they render inside (a table's
 * pagination, a layout's menu). Popups render through a portal, which a server render skips: their panels stand in.
 */
const used = [
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Empty',
  'Flex',
  'Form',
  'Image',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Pagination',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'Typography',
  'Upload',
];
const withProps: Record<string, (component: Component) => ReactNode> = {
  Dropdown: (Dropdown) => createElement(Dropdown, { menu: { items: [] } }, createElement('div')),
  Menu: (Menu) => createElement(Menu, { items: [] }),
};
const panels = ['Modal', 'Drawer', 'Popconfirm', 'Popover', 'Tooltip', 'message', 'notification'];

const antdStyles = () => {
  const cache = createCache();
  const all = antd as unknown as Record<string, Component>;
  const components = [
    ...used.map((name) => createElement(all[name]!, { key: name })),
    ...Object.entries(withProps).map(([name, render]) => createElement(Fragment, { key: name }, render(all[name]!))),
    ...panels.map((name) => createElement(all[name]!._InternalPanelDoNotUseOrYouWillBeFired!, { key: name })),
  ];
  renderToString(createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme }, createElement(antd.App, null, ...components))));
  return extractStyle(cache, { plain: true });
};

/** Emits the stylesheet into /assets and links it from the admin's page (`adminHtml`), ahead of its scripts. */
export const antdStylesheet = (options: { adminHtml: string }): Plugin => {
  let css = '';
  let fileName = '';
  return {
    name: 'elimuhub-antd-styles',
    apply: 'build',
    buildStart() {
      css = antdStyles();
      fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    },
    transformIndexHtml(html, context) {
      if (context.filename !== options.adminHtml) return html;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' }];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: css });
    },
  };
};
