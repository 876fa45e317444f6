// The imsmanifest.xml that makes the built site a SCORM package: one organization, one item, one SCO (the whole
// course, launched at index.html) whose resource lists every file of the package. SCORM 1.2 follows the
// IMS CP 1.1.2 and ADL CP 1.2 schemas; SCORM 2004 4th Edition follows IMS CP 1.1.4 with the ADL CP, sequencing
// and navigation schemas. The mastery score (1.2) and the primary objective's minimum measure (2004) declare the
// same pass mark the course uses for its best quiz.
// Imported by the build's configuration, which loads files by their full names.
import { PASSING_RATIO } from './pass-mark.ts';

export type PackageKind = 'scorm12' | 'scorm2004';

export interface ManifestInput {
  kind: PackageKind;
  /** The build id: the manifest's version and the footer's "Build" show the same one. */
  version: string;
  title: string;
  /** Every file of the package except the manifest and the schemas, as relative paths with forward slashes. */
  files: readonly string[];
}

/** The schema files each package carries at its root, as the SCORM content packaging books require. */
export const SCHEMA_FILES: Record<PackageKind, readonly string[]> = {
  scorm12: ['imscp_rootv1p1p2.xsd', 'adlcp_rootv1p2.xsd', 'imsmd_rootv1p2p1.xsd', 'ims_xml.xsd'],
  scorm2004: [
    'imscp_v1p1.xsd',
    'adlcp_v1p3.xsd',
    'adlseq_v1p3.xsd',
    'adlnav_v1p3.xsd',
    'imsss_v1p0.xsd',
    'imsss_v1p0auxresource.xsd',
    'imsss_v1p0control.xsd',
    'imsss_v1p0delivery.xsd',
    'imsss_v1p0limit.xsd',
    'imsss_v1p0objective.xsd',
    'imsss_v1p0random.xsd',
    'imsss_v1p0rollup.xsd',
    'imsss_v1p0seqrule.xsd',
    'imsss_v1p0util.xsd',
    'xml.xsd',
  ],
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file's href: relative, each path segment percent-encoded where a URI needs it. */
const href = (path: string) => path.split('/').map(encodeURIComponent).join('/');

function fileList(files: readonly string[]): string {
  return [...files]
    .sort()
    .map((f) => `      <file href="${escape(href(f))}"/>`)
    .join('\n');
}

/** What each version declares differently: its namespaces, its schema version, the item's pass mark. */
const VERSIONED: Record<
  PackageKind,
  { namespaces: string; schemaversion: string; passMark: string; scormType: string }
> = {
  scorm12: {
    namespaces: `xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd
    http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd
    http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd"`,
    schemaversion: '1.2',
    passMark: `<adlcp:masteryscore>${Math.round(PASSING_RATIO * 100)}</adlcp:masteryscore>`,
    scormType: 'adlcp:scormtype',
  },
  scorm2004: {
    namespaces: `xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd
    http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd
    http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd
    http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd
    http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd"`,
    schemaversion: '2004 4th Edition',
    passMark: `<imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="outbox-lab-quiz" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${PASSING_RATIO}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>`,
    scormType: 'adlcp:scormType',
  },
};

export function scormManifest(input: ManifestInput): string {
  // IMS CP 1.1.2 (SCORM 1.2) caps the manifest's version at 20 characters; a longer id would not validate.
  if (input.kind === 'scorm12' && input.version.length > 20)
    throw new Error(`build id "${input.version}" is longer than a SCORM 1.2 manifest's version allows (20)`);
  const v = VERSIONED[input.kind];
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="outbox-lab" version="${escape(input.version)}"
  ${v.namespaces}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${v.schemaversion}</schemaversion>
  </metadata>
  <organizations default="outbox-lab-organization">
    <organization identifier="outbox-lab-organization">
      <title>${escape(input.title)}</title>
      <item identifier="outbox-lab-course" identifierref="outbox-lab-sco" isvisible="true">
        <title>${escape(input.title)}</title>
        ${v.passMark}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="outbox-lab-sco" type="webcontent" ${v.scormType}="sco" href="index.html">
${fileList(input.files)}
    </resource>
  </resources>
</manifest>
`;
}
