/**
 * React.lazy with a preload. A lazy component suspends on its first render even when its chunk has already
 * arrived, and React then holds the reveal of the Suspense boundary back for up to 300 ms; a screen whose
 * module was preloaded is rendered directly instead.
 */
import { createElement, lazy, type ComponentType } from 'react';

export const preloadable = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  return { Screen, preload };
};
