// The lab's latest link, for the two things outside the lab that need it: the header's Lab link and the scenarios
// dialog's "save this state". It changes at every Step, so it is not the page root's state: held there, each Step
// drew the whole header again (and parsed the link, which grows with the session, to find the design). A mirror of
// the address the lab writes, not lab state: the lab's own state stays in the machine and the address.
import { create } from 'zustand';

export const useLabHref = create<{ href: string }>()(() => ({ href: '#/lab' }));

export const setLabHref = (href: string): void => useLabHref.setState({ href });
