export { CompanyChooserDialog, type CompanyChooserDialogProps, type CompanyOption } from "./company-chooser-dialog";
