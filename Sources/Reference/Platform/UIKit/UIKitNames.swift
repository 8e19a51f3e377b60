/// UIKit's names for the model's classes and protocols: one class tree under two names, so that a component
/// written against UIKit (`class PinField: UITextField`) subclasses the model itself. The module named `UIKit`
/// re-exports these; the model's own code may use either name.
public typealias UIResponder = Responder
public typealias UIView = View
public typealias UIControl = Control
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIImageView = ImageView
public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
public typealias UIDatePicker = DatePicker
public typealias UIToolbar = Toolbar
public typealias UIBarButtonItem = BarButtonItem
public typealias UIVisualEffectView = VisualEffectView
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UIWindow = Window
public typealias UIKeyInput = KeyInput
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate

extension DatePicker {
  /// The modes, as `UIDatePicker.Mode`.
  public typealias Mode = DatePickerMode
}

/// The date picker styles, as `UIDatePickerStyle`.
public typealias UIDatePickerStyle = DatePickerStyle
