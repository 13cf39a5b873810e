import { precacheClosure, type BuildManifest } from './precacheClosure.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/grid.tsx': { file: 'assets/grid-1.js', imports: ['_react.js', '_antd.js'] },
  '_antd.js': { file: 'assets/antd-1.js', imports: ['_react.js'] },
  'src/charts.tsx': { file: 'assets/charts-1.js', imports: ['_antd.js'] },
};

describe('precacheClosure', () => {
  it('holds the roots, their CSS and everything they import statically, once, and nothing else', () => {
    expect([...precacheClosure(manifest, ['index.html', 'src/grid.tsx'])].sort()).toEqual([
      'assets/antd-1.js',
      'assets/grid-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/react-1.js',
    ]);
  });

  it('refuses a root the build does not have', () => {
    expect(() => precacheClosure(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx');
  });
});
