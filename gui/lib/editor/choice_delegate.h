#pragma once
// Combo-box editing for cells whose model offers a list of choices (CallTreeModel::ChoicesRole:
// maps of text, value and toolTip); every other cell is edited as QStyledItemDelegate would.
#include <QStyledItemDelegate>

namespace studio::editor {

class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    // `choicesRole` is the model role holding the choices.
    explicit ChoiceDelegate(int choicesRole, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;

private:
    int m_role;
};

}  // namespace studio::editor
