/**
 * The admin's side menu: Refine's ThemedSider, drawn the same, but with its entries chosen from the grants at
 * once (providers/list-access.ts). ThemedSider wraps every entry in a CanAccess, a query each: the menu then
 * appeared entry by entry, each answer re-rendering the page (with the list's rows) until all ~60 had arrived.
 */
import { BarsOutlined, LeftOutlined, LogoutOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useThemedLayoutContext, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { useLink, useLogout, useMenu, useWarnAboutChange, type TreeMenuItem } from '@refinedev/core';
import { Button, Drawer, Grid, Layout, Menu, theme } from 'antd';
import { useDeferredValue, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Grants } from '../providers/grants.ts';
import { listAccess } from '../providers/list-access.ts';
import { useGrants } from '../providers/use-grants.ts';

const drawerButton: CSSProperties = { borderStartStartRadius: 0, borderEndStartRadius: 0, position: 'fixed', top: 64, zIndex: 999 };

/** The entries the user may open; a group with none of them is left out. */
export const allowedEntries = (tree: TreeMenuItem[], grants: Grants | null): TreeMenuItem[] =>
  grants === null
    ? []
    : tree.flatMap((item) => {
        if (item.children.length === 0) return listAccess(grants, item.name).can ? [item] : [];
        const children = allowedEntries(item.children, grants);
        return children.length ? [{ ...item, children }] : [];
      });

/**
 * `value` as it was when `key` last changed: a tree built anew on every render keeps one identity while what it
 * shows stays the same. (React's "adjusting state when a prop changes": a new key renders once more at once.)
 */
const useSameWhile = <T,>(value: T, key: string): T => {
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  setKept({ key, value });
  return value;
};

export const AdminSider = ({ Title }: RefineThemedLayoutSiderProps) => {
  const { token } = theme.useToken();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const Link = useLink();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  // The entries are drawn after the screen beside them, not in the same render: the ~60 entries cost as much as a
  // list's rows, which would otherwise wait for them after a sign-in or a page load.
  const grants = useDeferredValue(useGrants(), null);
  const breakpoint = Grid.useBreakpoint();
  const { mutate: logout } = useLogout();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;

  const onLogout = () => {
    if (!warnWhen) return logout();
    if (!window.confirm('Are you sure you want to leave? You have unsaved changes.')) return;
    setWarnWhen(false);
    logout();
  };
  const leave = useRef(onLogout);
  leave.current = onLogout;

  // ~60 entries, each a few antd components: drawn again only when what they show changes, not whenever the
  // layout, the route or a query re-renders the sider (useMenu gives a new tree on every render).
  const allowed = allowedEntries(menuItems, grants);
  const visible = useSameWhile(allowed, JSON.stringify(allowed, ['key', 'list', 'children']));
  // Until the grants are in, no menu rather than one with Logout alone.
  const ready = grants !== null;
  const menu = useMemo(() => {
    if (!ready) return false;
    const entries = (tree: TreeMenuItem[]): ReactNode[] =>
      tree.map(({ key, name, children, meta, list, label }) => {
        const text = label ?? meta?.label ?? name;
        if (children.length > 0)
          return (
            <Menu.SubMenu key={key} icon={meta?.icon ?? <UnorderedListOutlined />} title={text}>
              {entries(children)}
            </Menu.SubMenu>
          );
        return (
          <Menu.Item key={key} icon={meta?.icon ?? (meta?.parent === undefined && <UnorderedListOutlined />)}>
            <Link to={list ?? ''}>{text}</Link>
            {!siderCollapsed && key === selectedKey && <div className="ant-menu-tree-arrow" />}
          </Menu.Item>
        );
      });
    return (
      <Menu
        selectedKeys={selectedKey ? [selectedKey] : []}
        defaultOpenKeys={defaultOpenKeys}
        mode="inline"
        style={{ paddingTop: 8, border: 'none', overflow: 'auto', height: 'calc(100% - 72px)' }}
        onClick={() => setMobileSiderOpen(false)}
      >
        {entries(visible)}
        <Menu.Item key="logout" onClick={() => leave.current()} icon={<LogoutOutlined />}>
          Logout
        </Menu.Item>
      </Menu>
    );
  }, [ready, visible, selectedKey, defaultOpenKeys, siderCollapsed, Link, setMobileSiderOpen]);
  const heading = (collapsed: boolean): CSSProperties => ({
    width: collapsed ? 80 : 200,
    padding: collapsed ? 0 : '0 16px',
    display: 'flex',
    justifyContent: collapsed ? 'center' : 'flex-start',
    alignItems: 'center',
    height: 64,
    backgroundColor: token.colorBgElevated,
    fontSize: 14,
  });

  if (isMobile)
    return (
      <>
        <Drawer
          open={mobileSiderOpen}
          onClose={() => setMobileSiderOpen(false)}
          placement="left"
          closable={false}
          width={200}
          styles={{ body: { padding: 0 } }}
          maskClosable
        >
          <Layout>
            <Layout.Sider style={{ height: '100vh', backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBgElevated}` }}>
              <div style={heading(false)}>{Title && <Title collapsed={false} />}</div>
              {menu}
            </Layout.Sider>
          </Layout>
        </Drawer>
        <Button style={drawerButton} size="large" onClick={() => setMobileSiderOpen(true)} icon={<BarsOutlined />} />
      </>
    );

  return (
    <Layout.Sider
      style={{ backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBgElevated}` }}
      collapsible
      collapsed={siderCollapsed}
      onCollapse={(collapsed, type) => {
        if (type === 'clickTrigger') setSiderCollapsed(collapsed);
      }}
      collapsedWidth={80}
      breakpoint="lg"
      trigger={
        <Button type="text" style={{ borderRadius: 0, height: '100%', width: '100%', backgroundColor: token.colorBgElevated }}>
          {siderCollapsed ? <RightOutlined style={{ color: token.colorPrimary }} /> : <LeftOutlined style={{ color: token.colorPrimary }} />}
        </Button>
      }
    >
      <div style={heading(siderCollapsed)}>{Title && <Title collapsed={siderCollapsed} />}</div>
      {menu}
    </Layout.Sider>
  );
};

/**
 * What ThemedLayout is given: it calls its Sider as a plain function to learn whether there is one, which would
 * run the whole menu's hooks and entries a second time inside the layout; this returns an element instead.
 */
export const Sider = (props: RefineThemedLayoutSiderProps) => <AdminSider {...props} />;
