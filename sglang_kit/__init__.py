"""Controller-side tools of the SGLang Ansible kit."""
