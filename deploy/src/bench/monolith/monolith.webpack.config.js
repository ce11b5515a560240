const path = require('node:path');
const shellConfig = require('../../../../shell/webpack.config.js');

const shellDir = path.resolve(__dirname, '../../../../shell');
const { DefinePlugin } = require(require.resolve('webpack', { paths: [shellDir] }));

/**
 * The comparison build for `pnpm bench`: the same shell with every remote of deploy/remotes.json imported
 * statically into one bundle, no Module Federation. The federation runtime is replaced by a module that
 * hands out the statically imported lifecycles (generated into MONOLITH_SRC by composition-cost.ts).
 */
module.exports = (env, argv) => {
  const base = shellConfig(env, argv);
  const generated = process.env.MONOLITH_SRC;
  if (!generated) throw new Error('MONOLITH_SRC must name the generated runtime stand-in folder');
  return {
    ...base,
    context: shellDir,
    output: { ...base.output, path: process.env.MONOLITH_OUT, clean: true },
    resolve: {
      ...base.resolve,
      alias: {
        '@module-federation/enhanced/runtime$': path.join(generated, 'federation-runtime-stand-in.ts'),
      },
    },
    module: {
      rules: base.module.rules.map((rule) => ({ ...rule, exclude: /node_modules/ })),
    },
    plugins: [
      ...base.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
      // What each remote's own build defines (see mfe-*/webpack.config.js).
      new DefinePlugin({ 'process.env.COACHFORGE_RELEASE': JSON.stringify('monolith') }),
    ],
  };
};
