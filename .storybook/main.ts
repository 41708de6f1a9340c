import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) => {
    const build = viteConfig.build ?? {};
    const rolldownOptions = build.rolldownOptions ?? {};
    const previous = rolldownOptions.onwarn;
    return {
      ...viteConfig,
      build: {
        ...build,
        // Storybook bundles antd + the whole preview into one chunk; size warnings are noise here.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          ...rolldownOptions,
          // antd and rc-* ship a "use client" directive per module: hundreds of harmless warnings.
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previous) previous(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
  typescript: {
    // react-docgen (the default) works offline and is fast enough; no type-checker plugin.
    reactDocgen: 'react-docgen',
  },
};

export default config;
